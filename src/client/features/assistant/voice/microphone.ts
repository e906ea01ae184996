import type { VoiceNotice } from './voice-state.ts';

/**
 * Asks for the microphone before a call is placed, so a refusal gets a clear explanation instead
 * of a failed call. The stream is released at once; the call opens its own.
 */
export async function requestMicrophone(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('Microphone access needs a secure (HTTPS) page.', 'NotSupportedError');
  }
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getTracks()) track.stop();
}

const errorName = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '');

/** Which message a failed microphone request deserves. */
export function microphoneNotice(error: unknown): VoiceNotice {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'microphone-denied';
  const unusable = ['NotFoundError', 'DevicesNotFoundError', 'NotReadableError', 'OverconstrainedError', 'NotSupportedError'];
  if (unusable.includes(name)) {
    return 'microphone-missing';
  }
  return 'call-error';
}

/**
 * Daily reports a microphone blocked during the call as a `camera-error` whose payload (nested
 * a few levels deep by the SDK) has `type: 'permissions'`.
 */
export function isPermissionError(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null || depth > 4) return false;
  const record = value as Record<string, unknown>;
  if (record.type === 'permissions' || record.name === 'NotAllowedError') return true;
  return Object.values(record).some((child) => isPermissionError(child, depth + 1));
}
