// s3rver ships no types; this is the part of its API the cluster harness uses.
declare module "s3rver" {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
