// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types travel with every importer
/// <reference path="./nlpjs.d.ts" />
/** NLP.js's neural network and English stemmer, typed (the packages ship no types of their own). */
export { NeuralNetwork, type NeuralNetworkJson, type TrainingExample } from '@nlpjs/neural';
export { StemmerEn } from '@nlpjs/lang-en-min';
