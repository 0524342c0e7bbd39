/** One labelled transcript of the eval set, as a human coach labelled it. */
export interface Label {
  file: string;
  format: string;
  vendor: string;
  buyerType: string;
  quality: number;
  nextStepAgreed: boolean;
  salespersonSpeakers: string[];
  accountName?: string;
  talkShare: number;
  words: number;
  questions: Array<{ text: string; type: string }>;
}
