import fastifyWebsocket from '@fastify/websocket';
import type { AppContext } from './context.ts';
import { registerApiDocsRoutes } from './modules/api-docs/index.ts';
import { registerBlacklistRoutes } from './modules/blacklist/index.ts';
import { registerBusinessRoutes } from './modules/business/index.ts';
import { registerCaptchaRoutes } from './modules/captcha/index.ts';
import { registerCustomerRoutes } from './modules/customer/index.ts';
import { registerDevRoutes } from './modules/dev/index.ts';
import { registerDownloadRoutes } from './modules/download/index.ts';
import { registerFeeRoutes } from './modules/fee/index.ts';
import { registerImportTemplates } from './modules/imports/index.ts';
import { registerKnowledgeRoutes } from './modules/knowledge/index.ts';
import { registerLoginRoutes } from './modules/login/index.ts';
import { registerMenuRoutes } from './modules/menu/index.ts';
import { registerMonitorRoutes } from './modules/monitor/index.ts';
import { registerRealtimeRoutes } from './modules/realtime/index.ts';
import { registerReceptionDevRoutes, registerReceptionRoutes } from './modules/reception/index.ts';
import { registerRecordingRoutes } from './modules/recordings/index.ts';
import { registerRegisterRoutes } from './modules/register/index.ts';
import { registerReportRoutes } from './modules/report/index.ts';
import { registerRuntimeConfigRoutes } from './modules/runtime-config/index.ts';
import { registerSdkRoutes, registerSdkScripts } from './modules/softphone/index.ts';
import { registerSpeechRoutes } from './modules/speech/index.ts';
import { registerTaskRoutes } from './modules/task/index.ts';
import { registerTeamDevRoutes, registerTeamRoutes } from './modules/team/index.ts';
import { registerTelephonyDevRoutes, registerTelephonyRoutes } from './modules/telephony/index.ts';
import { registerUpdateLogRoutes } from './modules/update-log/index.ts';
import { registerUserRoutes, registerWeixinDevRoutes } from './modules/user/index.ts';
import type { Platform, Services } from './services.ts';

/** Messaging and SIP frames are small; a larger frame is refused before it is parsed. */
const WEBSOCKET_MAX_FRAME_BYTES = 64 * 1024;
const WEBSOCKET_SUBPROTOCOLS = ['xmpp', 'sip'] as const;

/** Every module's routes, each handed the services it routes to. The order does not matter. */
export async function registerRoutes(
  ctx: AppContext,
  services: Services,
  platform: Pick<Platform, 'db' | 'clock'>,
): Promise<void> {
  const { app, config } = ctx;
  const { db, clock } = platform;
  registerLoginRoutes(ctx, services);
  registerRegisterRoutes(ctx, services);
  registerCaptchaRoutes(ctx, { db, captchas: services.captchas });
  registerRuntimeConfigRoutes(ctx, { clock });
  await registerApiDocsRoutes(ctx);
  registerBusinessRoutes(ctx, services);
  registerFeeRoutes(ctx, services);
  registerMenuRoutes(ctx, services);
  registerUserRoutes(ctx, services);
  registerUpdateLogRoutes(ctx, services);
  registerReportRoutes(ctx, services);
  registerReceptionRoutes(ctx, services);
  registerSpeechRoutes(ctx, services);
  registerTaskRoutes(ctx, services);
  registerKnowledgeRoutes(ctx, services);
  registerImportTemplates(app);
  registerBlacklistRoutes(ctx, services);
  registerCustomerRoutes(ctx, services);
  registerDownloadRoutes(ctx, services);
  registerRecordingRoutes(ctx, { db, links: services.links, recordings: services.recordings });
  registerSdkRoutes(ctx, services);
  registerTeamRoutes(ctx, services);
  registerMonitorRoutes(ctx, services);
  await registerSdkScripts(app, { softphoneDist: config.softphoneDist, production: config.production });

  // One WebSocket server for the messaging (xmpp) and SIP (sip) endpoints: a second instance
  // would handle every upgrade twice. Each endpoint closes a socket without its subprotocol.
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: WEBSOCKET_MAX_FRAME_BYTES,
      handleProtocols: (protocols) => WEBSOCKET_SUBPROTOCOLS.find((name) => protocols.has(name)) ?? false,
    },
  });
  registerRealtimeRoutes(ctx, services);
  // The simulator answers softphones only outside production and when they are pointed at this
  // server's own endpoint; with SIP_URL elsewhere (a real SIP platform) nothing registers here.
  const { simulator, sipEndpoint } = services;
  if (sipEndpoint) registerTelephonyRoutes(ctx, { sipEndpoint });

  if (config.production) return;
  registerDevRoutes(ctx, { db, clock });
  registerWeixinDevRoutes(app, services.weixin);
  if (simulator) {
    registerTelephonyDevRoutes(ctx, { simulator });
    registerTeamDevRoutes(ctx, { agentRouter: services.agentRouter, simulator });
  }
  if (services.inbound) registerReceptionDevRoutes(ctx, { db, ...services.inbound });
}
