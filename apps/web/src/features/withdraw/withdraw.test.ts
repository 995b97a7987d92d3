import { proofImageBytesMax } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './payout-account';
import { addProofImages } from './proof-images';

function file(name: string, type: string, size = 1000): File {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
}

describe('addProofImages', () => {
  it('takes png and jpeg images up to three', () => {
    const picked = [1, 2, 3, 4].map((n) => file(`p${n}.png`, 'image/png'));
    const { files, problems } = addProofImages([], picked);
    expect(files).toHaveLength(3);
    expect(problems).toEqual(['count']);
  });

  it('refuses other types and files over 5 MB, naming each reason once', () => {
    const { files, problems } = addProofImages(
      [],
      [
        file('a.gif', 'image/gif'),
        file('b.pdf', 'application/pdf'),
        file('c.jpg', 'image/jpeg', proofImageBytesMax + 1),
        file('d.jpg', 'image/jpeg', proofImageBytesMax),
      ],
    );
    expect(files.map((picked) => picked.name)).toEqual(['d.jpg']);
    expect(problems).toEqual(['type', 'size']);
  });

  it('judges a file without a type by its name', () => {
    expect(addProofImages([], [file('camera.JPG', '')]).files).toHaveLength(1);
    expect(addProofImages([], [file('notes.txt', '')]).problems).toEqual(['type']);
  });
});

describe('maskAccountNumber', () => {
  it('keeps the ends of a long number and the last four of a short one', () => {
    expect(maskAccountNumber('01712345678')).toBe('017••••5678');
    expect(maskAccountNumber('12345678')).toBe('••••5678');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
