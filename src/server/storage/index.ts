import path from "node:path";
import type { Config } from "../config";
import { LocalDiskStorage } from "./local";
import { S3Storage } from "./s3";
import type { ObjectStorage } from "./types";

export { LocalDiskStorage } from "./local";
export { S3Storage } from "./s3";
export * from "./types";

/** S3-compatible storage when S3_BUCKET is set, else local disk under `${DATA_DIR}/files`. */
export function createStorage(config: Pick<Config, "storage" | "dataDir">): ObjectStorage {
  const s3 = config.storage;
  if (s3.bucket) {
    return new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
  }
  return new LocalDiskStorage(path.join(config.dataDir, "files"));
}
