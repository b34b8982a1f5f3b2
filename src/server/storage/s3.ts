import type { S3Client } from "@aws-sdk/client-s3";
import { assertValidKey, type ObjectStorage, type StoredObject } from "./types";

export interface S3StorageOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS. Path-style addressing is used when set. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * The AWS SDK is read when the first photo is stored or read, not at every start of the server (an
 * instance without S3_BUCKET never reads it).
 */
let sdk: Promise<typeof import("@aws-sdk/client-s3")> | undefined;
const loadSdk = () => {
  sdk ??= import("@aws-sdk/client-s3");
  return sdk;
};

/** Objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...). The bucket must not be public. */
export class S3Storage implements ObjectStorage {
  private client: S3Client | undefined;
  private readonly bucket: string;

  constructor(private readonly opts: S3StorageOptions) {
    this.bucket = opts.bucket;
  }

  /** The SDK's commands, and the one client this storage sends them with. */
  private async s3() {
    const commands = await loadSdk();
    const { region, endpoint, accessKeyId, secretAccessKey } = this.opts;
    this.client ??= new commands.S3Client({
      region: region ?? "us-east-1",
      ...(endpoint && { endpoint, forcePathStyle: true }),
      ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
    });
    return { client: this.client, ...commands };
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    const { client, PutObjectCommand } = await this.s3();
    await client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    const { client, GetObjectCommand } = await this.s3();
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      const bytes = await res.Body.transformToByteArray();
      return { bytes, contentType: res.ContentType ?? "application/octet-stream" };
    } catch (err) {
      const name = (err as { name?: string }).name;
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (name === "NoSuchKey" || name === "NotFound" || status === 404) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const { client, DeleteObjectCommand } = await this.s3();
    await client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidKey(prefix, { prefix: true });
    const { client, ListObjectsV2Command, DeleteObjectsCommand } = await this.s3();
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
