import { VOICE_TOOL_DEFINITIONS } from '../booking/index.ts';
import { CALL_BACK_TOOL_DEFINITIONS } from '../call-back/index.ts';

/** Every function tool our server answers (POST /api/voice/events, tool-calls): the booking feature's and the call-back's. */
export const SERVER_TOOL_DEFINITIONS = { ...VOICE_TOOL_DEFINITIONS, ...CALL_BACK_TOOL_DEFINITIONS } as const;
