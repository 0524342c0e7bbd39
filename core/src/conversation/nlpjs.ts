// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types travel with every importer
/// <reference path="./nlpjs.d.ts" />
/** NLP.js's English stemmer, typed (the package ships no types of its own). */
export { StemmerEn } from '@nlpjs/lang-en-min';
