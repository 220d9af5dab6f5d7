import { describe, expect, it } from 'vitest';
import { readCallPayload } from './call-headers.ts';

const invite = (headers: Record<string, string>) => ({
  getHeader: (name: string) => headers[name],
});

describe('readCallPayload', () => {
  it('reads our header names', () => {
    expect(
      readCallPayload(
        invite({
          'X-Call-Origin': 'braintransfer',
          'X-User-Data': 'call-relation-id=r-1&app-id=app&line=021',
          'X-Agent-UUID': 'a-leg',
          'X-Customer-UUID': 'b-leg',
          'X-Ani': '13700001111',
          'X-Dni': '8001',
        }),
      ),
    ).toEqual({
      'call-origin': 'braintransfer',
      userData: { 'call-relation-id': 'r-1', 'app-id': 'app', line: '021' },
      'agent-uuid': 'a-leg',
      'customer-uuid': 'b-leg',
      ani: '13700001111',
      dni: '8001',
    });
  });

  it("reads the original platform's names and its brain-transfer spelling", () => {
    expect(
      readCallPayload(
        invite({
          'X-Kxjl-Call-Origin': 'brain-transfer',
          'X-Kxjl-Agent-Uuid': 'a-leg',
          'X-Kxjl-Customer-Uuid': 'b-leg',
          'X-Kxjl-Call-Relation-Id': 'r-2',
          'X-Kxjl-App-Id': 'app-2',
          'X-Kxjl-Line': '010',
        }),
      ),
    ).toEqual({
      'call-origin': 'braintransfer',
      userData: { 'call-relation-id': 'r-2', 'app-id': 'app-2', line: '010' },
      'agent-uuid': 'a-leg',
      'customer-uuid': 'b-leg',
    });
  });

  it('prefers our names when both are sent', () => {
    const payload = readCallPayload(
      invite({ 'X-Call-Origin': 'webclick', 'X-Kxjl-Call-Origin': 'inbound', 'X-Kxjl-Call-Relation-Id': 'r-3' }),
    );
    expect(payload['call-origin']).toBe('webclick');
    expect(payload.userData).toEqual({ 'call-relation-id': 'r-3' });
  });
});
