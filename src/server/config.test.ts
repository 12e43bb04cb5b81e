import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

describe('TRUSTED_ORIGINS', () => {
  test('takes origins, comma separated, as origins', () => {
    expect(loadConfig({ TRUSTED_ORIGINS: 'https://app.example.com/, http://staging.test:8080' }).trustedOrigins).toEqual([
      'https://app.example.com',
      'http://staging.test:8080',
    ]);
    expect(loadConfig({}).trustedOrigins).toEqual([]);
  });

  test('refuses at start what is not an http or https origin', () => {
    for (const value of ['app.example.com', 'javascript:alert(1)', '*.example.com']) {
      expect(() => loadConfig({ TRUSTED_ORIGINS: value })).toThrow(/TRUSTED_ORIGINS/);
    }
  });
});

describe('S3_BUCKET', () => {
  test('without it files stay in the data directory; with it, the bucket’s settings with their defaults', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3).toEqual({
      bucket: 'files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = {
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  test('refuses at start a bucket without its keys, or an endpoint that is not an address', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n\s+S3_SECRET_ACCESS_KEY/);
    expect(() =>
      loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/S3_ENDPOINT/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  test('sizes the requests’ pool, and the job queue’s at 40 % of it rounded up', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolSize: 10, jobsPoolSize: 4 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' })).toMatchObject({ databasePoolSize: 3, jobsPoolSize: 2 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '1' })).toMatchObject({ databasePoolSize: 1, jobsPoolSize: 1 });
  });

  test('refuses at start what is not a whole number from 1 to 200', () => {
    for (const value of ['0', '2.5', 'ten', '201']) expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
