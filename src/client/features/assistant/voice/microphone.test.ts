import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPermissionError, microphoneNotice, requestMicrophone } from './microphone.ts';

describe('microphone access', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for audio and releases the stream at once', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
    await requestMicrophone();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(stop).toHaveBeenCalled();
  });

  it('passes a refusal on as the browser reported it', async () => {
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) } });
    await expect(requestMicrophone()).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('fails clearly where browsers offer no microphone API (insecure pages)', async () => {
    vi.stubGlobal('navigator', {});
    await expect(requestMicrophone()).rejects.toMatchObject({ name: 'NotSupportedError' });
  });

  it('maps browser errors to what the visitor is told', () => {
    expect(microphoneNotice(new DOMException('', 'NotAllowedError'))).toBe('microphone-denied');
    expect(microphoneNotice(new DOMException('', 'SecurityError'))).toBe('microphone-denied');
    expect(microphoneNotice(new DOMException('', 'NotFoundError'))).toBe('microphone-missing');
    expect(microphoneNotice(new DOMException('', 'NotReadableError'))).toBe('microphone-missing');
    expect(microphoneNotice(new DOMException('', 'NotSupportedError'))).toBe('microphone-missing');
    expect(microphoneNotice(new Error('boom'))).toBe('call-error');
    expect(microphoneNotice(undefined)).toBe('call-error');
  });

  it('recognises a permissions error nested in the SDK’s camera-error', () => {
    expect(isPermissionError({ type: 'camera-error', error: { message: 'x', error: { type: 'permissions', blockedBy: 'user' } } })).toBe(true);
    expect(isPermissionError({ error: { name: 'NotAllowedError' } })).toBe(true);
    expect(isPermissionError({ type: 'camera-error', error: { error: { type: 'cam-in-use' } } })).toBe(false);
    expect(isPermissionError('permissions')).toBe(false);
  });
});
