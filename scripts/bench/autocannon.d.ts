/** The part of autocannon 9 the HTTP benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Latency {
    p50: number;
    p99: number;
    average: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: object) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: Latency;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
