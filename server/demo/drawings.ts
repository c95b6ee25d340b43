import sharp from 'sharp';

/** Simple line drawings (no fonts needed) for the demo photos. */
const DRAWINGS = {
  phone: `<rect x="400" y="170" width="160" height="300" rx="26" fill="none" stroke="#fff" stroke-width="14"/>
    <line x1="455" y1="435" x2="505" y2="435" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <path d="M430 230 L500 300 L470 330 L530 390" fill="none" stroke="#fde68a" stroke-width="8"/>`,
  washer: `<rect x="370" y="160" width="220" height="320" rx="22" fill="none" stroke="#fff" stroke-width="14"/>
    <circle cx="480" cy="345" r="80" fill="none" stroke="#fff" stroke-width="14"/>
    <circle cx="420" cy="205" r="10" fill="#fff"/><circle cx="455" cy="205" r="10" fill="#fff"/>
    <path d="M440 470 q10 40 0 60 M500 470 q10 40 0 60" stroke="#bae6fd" stroke-width="10" fill="none"/>`,
  gamepad: `<path d="M360 250 h240 a70 70 0 0 1 60 105 l-30 70 a40 40 0 0 1 -70 0 l-20 -35 h-120 l-20 35 a40 40 0 0 1 -70 0 l-30 -70 a70 70 0 0 1 60 -105z" fill="none" stroke="#fff" stroke-width="14"/>
    <path d="M400 310 v50 M375 335 h50" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <circle cx="555" cy="320" r="12" fill="#fff"/><circle cx="585" cy="350" r="12" fill="#fff"/>`,
} as const;

export type Drawing = keyof typeof DRAWINGS;

/** A demo photo: a line drawing on a gradient, as a JPEG. */
export async function demoImage(background: string, drawing: Drawing): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#g)"/>
    <circle cx="480" cy="320" r="230" fill="#ffffff" fill-opacity="0.12"/>${DRAWINGS[drawing]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
