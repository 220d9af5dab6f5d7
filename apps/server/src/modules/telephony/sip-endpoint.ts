import type { FastifyBaseLogger } from 'fastify';
import { handleRegister, type RegisterDeps } from './register-request.ts';
import { CALL_METHODS } from './simulated-call.ts';
import type { TelephonySimulator } from './simulator.ts';
import type { SipConnection } from './sip-connection.ts';
import { parseSipMessage, responseTo, type SipMessage, type SipRequest } from './sip-message.ts';

const ALLOW_OUTSIDE_DIALOG = 'REGISTER, OPTIONS';
/** Methods that only make sense inside a dialog or transaction: 481 when none matches. */
const DIALOG_METHODS = new Set(['BYE', 'INFO', 'UPDATE', 'CANCEL', 'PRACK', 'NOTIFY', 'REFER']);

/**
 * What arrives on an agent's SIP WebSocket. Frames that are not SIP are dropped (there is no
 * Via to answer to); a parsable request is always answered, and no frame can throw out of here.
 */
export class SipEndpoint {
  constructor(
    private readonly simulator: TelephonySimulator,
    private readonly registerDeps: Omit<RegisterDeps, 'registrar' | 'log'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  receive(connection: SipConnection, text: string): void {
    let message: SipMessage;
    try {
      message = parseSipMessage(text);
    } catch (error) {
      this.log.debug({ err: error, connection: connection.id }, 'sip frame dropped');
      return;
    }
    try {
      if (message.kind === 'response') {
        connection.receiveResponse(message);
        return;
      }
      this.receiveRequest(connection, message);
    } catch (error) {
      this.log.warn({ err: error, connection: connection.id }, 'sip message failed');
      if (message.kind === 'request' && message.method !== 'ACK') {
        connection.send(responseTo(message, 500, 'Server Internal Error'));
      }
    }
  }

  private receiveRequest(connection: SipConnection, request: SipRequest): void {
    switch (request.method) {
      case 'REGISTER':
        handleRegister(
          { ...this.registerDeps, registrar: this.simulator.registrar, log: this.log },
          connection,
          request,
        ).catch((error) => {
          this.log.error({ err: error }, 'sip register failed');
          connection.send(responseTo(request, 500, 'Server Internal Error'));
        });
        return;
      case 'OPTIONS': {
        const response = responseTo(request, 200, 'OK');
        response.headers.append('Allow', `REGISTER, ${CALL_METHODS}`);
        response.headers.append('Accept', 'application/sdp, application/json');
        connection.send(response);
        return;
      }
      case 'ACK':
        this.simulator.dialogRequest(connection, request);
        return;
    }
    if (this.simulator.dialogRequest(connection, request)) return;
    if (DIALOG_METHODS.has(request.method) || /;\s*tag=/i.test(request.headers.get('To') ?? '')) {
      connection.send(responseTo(request, 481, 'Call/Transaction Does Not Exist'));
      return;
    }
    // Agents do not place calls over SIP here: calls start with makeCall.
    const response = responseTo(request, 405, 'Method Not Allowed');
    response.headers.append('Allow', ALLOW_OUTSIDE_DIALOG);
    connection.send(response);
  }
}
