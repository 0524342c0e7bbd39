// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types travel with every importer
/// <reference path="./nlpjs.d.ts" />
/** NLP.js's neural network, typed: only training uses it, so the reader (and the browser) never loads it. */
export { NeuralNetwork, type NeuralNetworkJson, type TrainingExample } from '@nlpjs/neural';
