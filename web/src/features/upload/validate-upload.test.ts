import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  MAX_RECORDING_BYTES,
  MAX_UPLOAD_BYTES,
  formatFileSize,
  validateTranscriptFile,
} from './validate-upload';

const file = (name: string, size = 100) => ({ name, size });

describe('validateTranscriptFile', () => {
  it('accepts the spec types and the transcript exports, in any case', () => {
    for (const name of [
      'a.txt',
      'a.md',
      'a.pdf',
      'a.doc',
      'a.docx',
      'a.vtt',
      'a.srt',
      'a.json',
      'CALL.DOCX',
      'call.mp3',
      'call.M4A',
      'call.wav',
      'zoom.mp4',
      'iphone.mov',
      'meet.webm',
      'memo.ogg',
    ]) {
      expect(validateTranscriptFile(file(name))).toBeNull();
    }
  });

  it("refuses other types with the spec's text", () => {
    for (const name of ['setup.exe', 'call.flac', 'notes', '.txt', 'a.txt.zip']) {
      expect(validateTranscriptFile(file(name))).toEqual({
        title: 'File Type Not Supported',
        description: 'Please upload a text file (.txt), markdown (.md), PDF, or Word document.',
      });
    }
  });

  it('refuses files over 10 MB and accepts exactly 10 MB', () => {
    expect(validateTranscriptFile(file('a.txt', MAX_UPLOAD_BYTES))).toBeNull();
    expect(validateTranscriptFile(file('a.txt', MAX_UPLOAD_BYTES + 1))).toEqual({
      title: 'File Too Large',
      description: 'Please upload a file smaller than 10MB.',
    });
  });

  it('takes recordings up to 200 MB', () => {
    expect(validateTranscriptFile(file('call.mp3', 150 * 1024 * 1024))).toBeNull();
    expect(validateTranscriptFile(file('call.mp3', MAX_RECORDING_BYTES + 1))).toEqual({
      title: 'File Too Large',
      description: 'Please upload a recording smaller than 200MB.',
    });
  });

  it('lists every accepted extension in the picker accept attribute', () => {
    for (const ext of ['.txt', '.md', '.pdf', '.doc', '.docx', '.vtt', '.srt', '.json', '.mp3', '.mov']) {
      expect(ACCEPT_ATTRIBUTE.split(',')).toContain(ext);
    }
  });

  it('formats sizes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
