import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

/**
 * `npm install` warns (EBADENGINE) about every package whose `engines.node` leaves out the Node
 * it runs on. Every Node the project's own `engines` allows must suit every locked package, so
 * the oldest one it allows is checked against each (a newer floor would leave it out too).
 */
describe('engines', () => {
  it('every locked package runs on the oldest Node the project allows', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const oldest = semver.minVersion(manifest.engines.node);
    expect(oldest).not.toBeNull();
    const refusing = Object.entries(lock.packages)
      .filter(([location]) => location.includes('node_modules/'))
      .flatMap(([location, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        if (range === undefined || semver.satisfies(oldest ?? '0.0.0', range)) return [];
        return [`${location}@${locked.version ?? '?'} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
