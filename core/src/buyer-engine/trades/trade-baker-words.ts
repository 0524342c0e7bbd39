/**
 * Word families of a cake baker's own topics, read by `trade-baker.ts`: each entry one alternative of its
 * pattern.
 */

/** The cake design: icing, decoration, flowers and the look of the cake. */
export const CAKE_DESIGN_WORDS: readonly string[] = [
  'design',
  String.raw`decorat\w*`,
  'fondant',
  'buttercream',
  'naked cake',
  'semi-naked',
  'frosting',
  'icing',
  'sugar flowers',
  'fresh flowers on',
  'cake topper',
  'look of the cake',
  'how (?:should|would) (?:it|the cake) look',
];
