import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * AES-256-GCM for the secrets stored in the database (API keys, social accounts' tokens). The key is derived from APP_SECRET, so a copy
 * of the database alone reveals nothing; each value gets its own random IV, and the tag makes any
 * tampering fail to decrypt.
 */
export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` derives a key of its own for each kind of secret (API keys, social accounts' tokens). */
  constructor(appSecret: string, purpose = 'stored-api-keys') {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'uplift', purpose, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [version, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  open(sealed: string): string {
    const [tag, iv, authTag, body] = sealed.split(':');
    if (tag !== version || !iv || !authTag || body === undefined) throw new Error('Unknown sealed value format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(authTag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}
