// Writes the member avatars (our own artwork): twelve round portraits built from a few shapes,
// each with its own palette, hair and expression. Run once after changing them:
//   node scripts/generate-avatars.mjs
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../apps/web/public/art/avatars');

const palettes = [
  ['#0f7a55', '#16a371', '#f3c98b', '#2b1d14'],
  ['#7a2fb5', '#a35de0', '#e8b48a', '#1c1410'],
  ['#b5462f', '#e0734f', '#f1c7a0', '#402218'],
  ['#1f5fb5', '#4c8fe6', '#d9a077', '#111111'],
  ['#b58a1f', '#e6bb3c', '#f5d3ae', '#6b3b12'],
  ['#b51f5c', '#e6518c', '#c98d66', '#24130c'],
  ['#1f8fb5', '#50c3e6', '#8d5a3b', '#0d0d0d'],
  ['#4a5a12', '#7d9627', '#e2b58f', '#5a2d0c'],
  ['#5c1fb5', '#8a5ce6', '#a86e4b', '#1a0f08'],
  ['#b5701f', '#e69a3c', '#f0c49c', '#9a4a1a'],
  ['#136b6b', '#27a3a3', '#d49a73', '#2a1a12'],
  ['#8c1f1f', '#c44141', '#e9bf98', '#121212'],
];

const hairStyles = [
  (c) =>
    `<path d="M30 52c0-16 12-26 26-26s26 10 26 26c-6-8-14-12-26-12s-20 4-26 12z" fill="${c}"/>`,
  (c) =>
    `<path d="M28 56c-2-20 10-32 28-32s30 12 28 32c-4-10-10-14-14-14-6 6-20 8-28 4-6 2-10 6-14 10z" fill="${c}"/>`,
  (c) =>
    `<path d="M26 60c0-22 12-36 30-36s30 14 30 36v20h-8V56c-8-6-16-8-22-8s-14 2-22 8v24h-8z" fill="${c}"/>`,
  (c) =>
    `<circle cx="56" cy="26" r="9" fill="${c}"/><path d="M30 52c0-14 11-24 26-24s26 10 26 24c-8-6-16-9-26-9s-18 3-26 9z" fill="${c}"/>`,
];

function avatar(index) {
  const [deep, bright, skin, hair] = palettes[index];
  const smile =
    index % 3 === 0 ? 'M46 70q10 8 20 0' : index % 3 === 1 ? 'M47 70q9 5 18 0' : 'M48 69h16';
  const eyes =
    index % 4 === 2
      ? `<path d="M43 57q4-4 8 0M61 57q4-4 8 0" stroke="#1b1b1b" stroke-width="3" fill="none" stroke-linecap="round"/>`
      : `<circle cx="47" cy="57" r="3.5" fill="#1b1b1b"/><circle cx="65" cy="57" r="3.5" fill="#1b1b1b"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 112" width="112" height="112">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${bright}"/>
      <stop offset="1" stop-color="${deep}"/>
    </linearGradient>
    <clipPath id="round"><circle cx="56" cy="56" r="56"/></clipPath>
  </defs>
  <g clip-path="url(#round)">
    <rect width="112" height="112" fill="url(#bg)"/>
    <circle cx="20" cy="22" r="18" fill="#ffffff" opacity="0.08"/>
    <path d="M14 112c4-22 20-32 42-32s38 10 42 32z" fill="${deep}" opacity="0.85"/>
    <path d="M44 78h24v10c-4 4-20 4-24 0z" fill="${skin}"/>
    <ellipse cx="56" cy="58" rx="24" ry="26" fill="${skin}"/>
    ${hairStyles[index % hairStyles.length](hair)}
    ${eyes}
    <circle cx="42" cy="66" r="4" fill="#ff7a7a" opacity="0.35"/>
    <circle cx="70" cy="66" r="4" fill="#ff7a7a" opacity="0.35"/>
    <path d="${smile}" stroke="#5a2a1a" stroke-width="3" fill="none" stroke-linecap="round"/>
  </g>
</svg>
`;
}

fs.mkdirSync(out, { recursive: true });
palettes.forEach((_, index) => {
  const name = `avatar-${String(index + 1).padStart(2, '0')}.svg`;
  fs.writeFileSync(path.join(out, name), avatar(index));
});
console.log(`wrote ${palettes.length} avatars to ${out}`);
