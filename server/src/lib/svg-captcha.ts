// A small image captcha: four characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S,
// 9/G…), drawn as stroked paths (never <text>, so the SVG holds no readable characters), each glyph
// scaled, rotated and with every point jittered, over noise curves and dots. It slows scripted guessing
// down; it is not a defence against a determined OCR (none is) — the rate limits and the account lock are.
import { randomInt } from 'node:crypto';

/** Characters a captcha may contain; compare case-insensitively. */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34678';
export const CAPTCHA_LENGTH = 4;

type Point = readonly [number, number];

// Glyphs on a 10 × 14 grid (x right, y down): polylines 'x,y x,y …', strokes separated by '|'.
const P = '0,14 0,0 7,0 9.5,1.5 10,4 9.5,6.5 7,8 0,8';
const GLYPH_SOURCE: Record<string, string> = {
  A: '0,14 5,0 10,14|2,8 8,8',
  C: '10,2 8,0.3 5,0 2,0.6 0.4,3 0,7 0.4,11 2,13.4 5,14 8,13.7 10,12',
  D: '0,0 0,14 5,14 8.5,12.5 10,9 10,5 8.5,1.5 5,0 0,0',
  E: '10,0 0,0 0,14 10,14|0,7 7,7',
  F: '10,0 0,0 0,14|0,7 7,7',
  H: '0,0 0,14|10,0 10,14|0,7 10,7',
  J: '10,0 10,10 9,13 6,14 3,13.5 1,11',
  K: '0,0 0,14|10,0 0,8|3,5.5 10,14',
  M: '0,14 0,0 5,8 10,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P,
  R: `${P}|5,8 10,14`,
  T: '0,0 10,0|5,0 5,14',
  U: '0,0 0,10 1.5,13 5,14 8.5,13 10,10 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2.5,14 5,5 7.5,14 10,0',
  X: '0,0 10,14|10,0 0,14',
  Y: '0,0 5,7 10,0|5,7 5,14',
  '3': '0,1.5 3,0 7,0 9.5,1.5 10,3.5 9,6 5,7 9,8 10,10.5 9.5,12.5 7,14 3,14 0,12.5',
  '4': '8,14 8,0 0,10 10,10',
  '6': '9,1 6,0 3,0.7 1,3 0,7 0.3,11 2,13.5 5,14 8,13.5 10,11 9.7,8.5 7.5,7 5,6.8 2.5,7.3 0.3,9',
  '7': '0,0 10,0 4,14',
  '8': '5,7 2,6 1,3.5 2,1 5,0 8,1 9,3.5 8,6 5,7 1.5,8.3 0,10.5 1.5,13.3 5,14 8.5,13.3 10,10.5 8.5,8.3 5,7',
};

function parsePoint(xy: string): Point {
  const [x = 0, y = 0] = xy.split(',').map(Number);
  return [x, y];
}

const GLYPHS = new Map<string, Point[][]>(
  Object.entries(GLYPH_SOURCE).map(([ch, source]) => [
    ch,
    source.split('|').map((stroke) => stroke.split(' ').map(parsePoint)),
  ]),
);

const WIDTH = 120;
const HEIGHT = 40;

const between = (min: number, max: number): number => min + Math.random() * (max - min);
const round = (n: number): string => n.toFixed(1);
const color = (minL: number, maxL: number): string =>
  `hsl(${Math.floor(between(0, 360))},${Math.floor(between(45, 75))}%,${Math.floor(between(minL, maxL))}%)`;

/**
 * A random code of CAPTCHA_LENGTH characters from CAPTCHA_ALPHABET (crypto-random).
 *
 * @example
 * randomCaptchaCode(); // 'K7RX'
 */
export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

function glyphPaths(ch: string, index: number, count: number): string[] {
  const strokes = GLYPHS.get(ch.toUpperCase());
  if (!strokes) throw new Error(`no glyph for "${ch}"`);
  const slot = WIDTH / (count + 0.5);
  const cx = slot * (index + 0.75) + between(-3, 3);
  const cy = HEIGHT / 2 + between(-2.5, 2.5);
  const scale = between(1.5, 1.8);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const stroke = color(20, 42);
  const width = round(between(1.8, 2.6));
  return strokes.map((points) => {
    const d = points
      .map(([x, y], i) => {
        // Jitter in glyph units, then centre, scale and rotate around the glyph's middle.
        const gx = (x - 5 + between(-0.45, 0.45)) * scale;
        const gy = (y - 7 + between(-0.45, 0.45)) * scale;
        return `${i === 0 ? 'M' : 'L'}${round(cx + gx * cos - gy * sin)} ${round(cy + gx * sin + gy * cos)}`;
      })
      .join('');
    return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

function noise(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = () => round(between(2, HEIGHT - 2));
    const d = `M${round(between(0, 15))} ${y()}C${round(between(20, 50))} ${y()} ${round(between(70, 100))} ${y()} ${round(between(105, WIDTH))} ${y()}`;
    out.push(
      `<path d="${d}" fill="none" stroke="${color(35, 65)}" stroke-width="${round(between(0.7, 1.3))}"/>`,
    );
  }
  for (let i = 0; i < 24; i += 1) {
    out.push(
      `<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.5, 1.3))}" fill="${color(30, 70)}"/>`,
    );
  }
  return out;
}

/**
 * Draws `code` as an SVG document (120 × 40).
 *
 * @example
 * const svg = renderCaptchaSvg('K7RX');
 * const dataUri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
 */
export function renderCaptchaSvg(code: string): string {
  const chars = [...code];
  const glyphs = chars.flatMap((ch, i) => glyphPaths(ch, i, chars.length));
  const [before, after] = [noise(), noise().slice(0, 2)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${color(92, 97)}"/>` +
    [...before, ...glyphs, ...after].join('') +
    '</svg>'
  );
}
