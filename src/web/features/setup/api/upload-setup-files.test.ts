import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { readUploadResponse } from './upload-setup-files';

describe('readUploadResponse', () => {
  it('answers the queued analysis', () => {
    const status = { id: 'a1', mode: 'upload', status: 'queued', progress: 0, result: null, error: null };
    expect(readUploadResponse(202, JSON.stringify(status))).toEqual(status);
  });

  it("throws the server's code and message", () => {
    const body = JSON.stringify({ error: { code: 'UNSUPPORTED_FILE', message: 'setup.exe is not a supported file.' } });
    expect(() => readUploadResponse(400, body)).toThrowError(
      expect.objectContaining({ status: 400, code: 'UNSUPPORTED_FILE', message: 'setup.exe is not a supported file.' }),
    );
  });

  it('throws an ApiError with no message for an answer that is not JSON', () => {
    let thrown: unknown;
    try {
      readUploadResponse(502, '<html>Bad gateway</html>');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 502, code: 'HTTP_502', message: '' });
  });
});
