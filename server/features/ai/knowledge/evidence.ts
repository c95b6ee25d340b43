/**
 * What a story must mention for a problem that only follows an event to lead (KnowledgeEntry.requires, issue 24):
 * beginnings of normalised words (a trailing space: the whole word). A phone whose story never mentions a liquid was not answered with water damage
 * because its story said "durante", "lasciato" or "si scalda" like the water problem's examples.
 */
export const LIQUID: readonly string[] = [
  'acqua',
  'bagn',
  'liquid',
  'pioggia',
  'piovut',
  'umid',
  'condens',
  'versat',
  'rovesci',
  'caffe',
  'bibit',
  'te ',
  'birra',
  'vino',
  'succo',
  'latte',
  'coca',
  'water',
  'wc',
  'gabinett',
  'lavandin',
  'piscin',
  'mare',
  'lago',
  'fiume',
  'neve',
  'lavatric',
  'doccia',
  'tuff',
  'allag',
  'inzupp',
  'gocc',
  'spruzz',
  'sudor',
  'vapore',
  'sput',
  'ossid',
  'corros',
  'riso ',
  'ruggin',
  'salsedine',
  'fradic',
  'zupp',
  'immers',
  'sommers',
];

/**
 * A scratched or dirty game disc needs a disc in the story (issue 24, round 20): an SNES Mini that restarted and a
 * GameCube whose boot chip failed were answered with a scratched disc they never mentioned.
 */
export const DISC: readonly string[] = ['disc', 'dvd', 'cd', 'blu', 'rigat', 'graffi', 'illeggibil', 'umd'];
