/** One labelled transcript of the eval set, as a human coach labelled it. */
export interface Label {
  file: string;
  format: string;
  vendor: string;
  buyerType: string;
  quality: number;
  nextStepAgreed: boolean;
  /** 'general' for calls that are not wedding consultations (B2B discovery, customer support, …) */
  callKind: 'wedding' | 'general';
  salespersonSpeakers: string[];
  accountName?: string;
  talkShare: number;
  words: number;
  questions: Array<{ text: string; type: string }>;
}
