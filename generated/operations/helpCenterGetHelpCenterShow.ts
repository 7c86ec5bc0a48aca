// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const helpCenterGetHelpCenterShow = { id: 'helpCenterGetHelpCenterShow', host: 'base', method: 'get', path: '/api/idcm/foundation/app/HelpCenter/GetHelpCenterShow' } as const;
