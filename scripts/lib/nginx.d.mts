import type { ChildProcess } from 'node:child_process';

export declare const NGINX: string;
export declare function startNginx(dist: string, port?: number): Promise<{ base: string; child: ChildProcess; log: () => string; stop: () => Promise<void> }>;
