// The voice activity detectors live with the speech providers: recorded calls are segmented by them too.
export * from '../../../providers/speech/vad.ts';
