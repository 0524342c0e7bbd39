import type { BuyerId } from '@ringready/core/buyer-types';

/** ElevenLabs Conversational AI as the voice provider: signed URLs and finished-conversation transcripts. */
export interface ElevenLabsConfig {
  apiKey: string;
  /** one ElevenLabs agent per buyer type */
  agents: Record<BuyerId, string>;
  baseUrl: string;
}

export interface ProviderTurn {
  isUser: boolean;
  text: string;
  /** seconds from the start of the call */
  atSeconds: number;
}

export interface ElevenLabsClient {
  signedUrl(buyerType: BuyerId): Promise<string>;
  fetchConversation(
    conversationId: string,
  ): Promise<{ turns: ProviderTurn[]; durationSeconds: number; done: boolean }>;
}

export function createElevenLabsClient(config: ElevenLabsConfig): ElevenLabsClient {
  const get = async (path: string) => {
    const res = await fetch(`${config.baseUrl.replace(/\/$/, '')}${path}`, {
      headers: { 'xi-api-key': config.apiKey },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`ElevenLabs answered ${res.status} for ${path.split('?')[0]}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return {
    async signedUrl(buyerType) {
      const body = await get(
        `/v1/convai/conversation/get-signed-url?agent_id=${encodeURIComponent(config.agents[buyerType])}`,
      );
      if (typeof body.signed_url !== 'string') throw new Error('ElevenLabs gave no signed_url');
      return body.signed_url;
    },
    async fetchConversation(conversationId) {
      const body = await get(`/v1/convai/conversations/${encodeURIComponent(conversationId)}`);
      const transcript = Array.isArray(body.transcript)
        ? (body.transcript as Array<Record<string, unknown>>)
        : [];
      const turns = transcript
        .filter((t) => typeof t.message === 'string' && t.message.trim())
        .map((t) => ({
          isUser: t.role === 'user',
          text: String(t.message).trim(),
          atSeconds: Number(t.time_in_call_secs) || 0,
        }));
      const metadata = (body.metadata ?? {}) as Record<string, unknown>;
      return {
        turns,
        durationSeconds: Math.round(Number(metadata.call_duration_secs) || 0),
        done: body.status === 'done' || body.status === 'failed',
      };
    },
  };
}
