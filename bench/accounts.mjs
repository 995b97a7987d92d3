// Account side costs: slider puzzles drawn per second (PNG rendering + a row), and SMS codes
// sent per second through the default outbox provider (code hashed and stored, message
// recorded), each request for a new number from a new address so no throttle interferes.
import os from 'node:os';
import { load, setDemoFlag, startBenchServer } from './harness.mjs';

const loadDurationS = 10;

/** A distinct private address for the n-th visitor. */
function addressOf(n, first) {
  return `${first}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
const connections = 20;

export async function measureAccounts(root) {
  // Addresses come from X-Forwarded-For so that each code request is a new visitor.
  const server = await startBenchServer(root, { env: { TRUST_PROXY: 'true' } });
  try {
    // Each puzzle for a new address, so the per-address limit does not answer instead.
    let visitor = 0;
    const slider = await load({
      url: `${server.base}/wps/verification/slider`,
      connections,
      duration: loadDurationS,
      requests: [
        {
          setupRequest: (request) => {
            visitor += 1;
            return {
              ...request,
              headers: { host: 'localhost', 'x-forwarded-for': addressOf(visitor, 11) },
            };
          },
        },
      ],
    });
    // Registration codes normally follow a solved slider; this measures the sending alone.
    await setDemoFlag(server.databaseUrl, 'HUMANCHECK', false);
    let sequence = 0;
    const sms = await load({
      url: `${server.base}/wps/verification/sms/register`,
      method: 'POST',
      connections,
      duration: loadDurationS,
      requests: [
        {
          setupRequest: (request) => {
            sequence += 1;
            const n = String(sequence).padStart(8, '0');
            return {
              ...request,
              headers: {
                host: 'localhost',
                'content-type': 'application/json',
                'x-forwarded-for': addressOf(sequence, 10),
              },
              body: JSON.stringify({ countryDialingCode: '880', mobileNo: `017${n}` }),
            };
          },
        },
      ],
    });
    return {
      sliderPuzzlesPerSecond: slider.requestsPerSecond,
      sliderP99Ms: slider.p99Ms,
      smsCodesPerSecond: sms.requestsPerSecond,
      smsCodesPerSecondPerCore: Math.round(sms.requestsPerSecond / os.cpus().length),
      smsP99Ms: sms.p99Ms,
      non2xx: slider.non2xx + sms.non2xx,
      connections,
      loadDurationS,
    };
  } finally {
    await server.stop();
  }
}
