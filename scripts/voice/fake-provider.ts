/**
 * A local stand-in for the voice provider, to try voice:sync and voice:check without an account (the tests' fake,
 * with one phone number bought): `npx tsx scripts/voice/fake-provider.ts`, then set the VAPI_API_BASE_URL it prints.
 * It keeps everything in memory until stopped (Ctrl+C).
 */
import { startFakeVapiProvider } from '../../tests/support/fake-vapi-provider.ts';

const provider = await startFakeVapiProvider();
provider.addPhoneNumber();
console.info(`Fake voice provider listening. Set VAPI_API_BASE_URL=${provider.url} (and any VAPI_PRIVATE_KEY).`);
process.on('SIGINT', () => void provider.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
