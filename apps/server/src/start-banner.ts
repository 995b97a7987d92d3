import os from 'node:os';

/** The addresses a person can open: the host listened on, or every address of the machine. */
export function siteAddresses(
  host: string,
  port: number,
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): string[] {
  const isEveryAddress = host === '0.0.0.0' || host === '::';
  const hosts = isEveryAddress
    ? [
        'localhost',
        ...Object.values(interfaces)
          .flat()
          .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
          .map((entry) => entry?.address ?? ''),
      ]
    : [host.includes(':') ? `[${host}]` : host];
  return hosts.map((name) => `http://${name}:${port}/`);
}

interface Login {
  username: string;
  password: string;
}

/**
 * What `npm start` prints for a person once the server is ready: where the site and the back
 * office are and, on the first start, the back office's password and the demo member's, framed
 * so they are not missed.
 */
export function startBanner(input: {
  addresses: string[];
  firstLogin?: Login;
  demoPlayer?: Login;
}): string {
  const [first, ...others] = input.addresses;
  const lines = [
    'Khela is ready.',
    `  site         ${first ?? ''}`,
    `  back office  ${first ?? ''}ops/`,
    ...others.map((address) => `  also on      ${address}`),
  ];
  const login = [
    ...(input.firstLogin
      ? [
          `Back office sign-in, shown only this once:`,
          `  user      ${input.firstLogin.username}`,
          `  password  ${input.firstLogin.password}`,
          `A new one at any time: npm run ops:password -- ${input.firstLogin.username}`,
        ]
      : []),
    ...(input.demoPlayer
      ? [
          `Demo member on the site (a balance to withdraw), shown only this once:`,
          `  user      ${input.demoPlayer.username}`,
          `  password  ${input.demoPlayer.password}`,
        ]
      : []),
  ];
  if (login.length > 0) {
    const width = Math.max(...login.map((line) => line.length));
    const rule = `+${'-'.repeat(width + 2)}+`;
    lines.push('', rule, ...login.map((line) => `| ${line.padEnd(width)} |`), rule);
  }
  return `\n${lines.join('\n')}\n\n`;
}
