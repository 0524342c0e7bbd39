import { vi } from 'vitest';

/** A controllable XMLHttpRequest: tests drive upload progress and the answer by hand. */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    const event = new Event('progress') as Event & {
      lengthComputable: boolean;
      loaded: number;
      total: number;
    };
    Object.assign(event, { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return () => FakeXhr.instances.at(-1)!;
}
