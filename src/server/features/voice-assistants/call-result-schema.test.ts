import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callResultSchema } from '../call-back/index.ts';
import { loadAssistantDefinitions } from './assistant-definitions.ts';

/** The JSON Schema type of each property our server reads, from the zod schema that validates the reports. */
function readByServer(): Record<string, unknown> {
  const { properties } = z.toJSONSchema(callResultSchema, { io: 'input' }) as { properties: Record<string, { anyOf?: { type: string | string[]; enum?: (string | null)[] }[] }> };
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const kinds = (property.anyOf ?? [property as { type: string | string[]; enum?: (string | null)[] }]).filter((kind) => kind.type !== 'null');
      const type = [kinds[0]!.type].flat().filter((kind) => kind !== 'null')[0];
      return [name, { type, enum: kinds[0]!.enum?.filter((value) => value !== null) }];
    }),
  );
}

describe('the call result the call-back assistants ask for', () => {
  const callBacks = loadAssistantDefinitions().filter((definition) => definition.role === 'call-back');

  it.each(callBacks.map((definition) => [definition.key, definition] as const))('%s asks for exactly what the server stores, with the same types and choices', (_, definition) => {
    const schema = definition.analysis.structuredData as { properties: Record<string, { type: string; enum?: string[] }>; required: string[] };
    const asked = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, { type: property.type, enum: property.enum }]));
    expect(asked).toEqual(readByServer());
    expect(schema.required).toEqual(['doNotCall']);
  });
});
