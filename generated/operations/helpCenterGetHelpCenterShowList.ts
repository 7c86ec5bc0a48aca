// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const helpCenterGetHelpCenterShowList = { id: 'helpCenterGetHelpCenterShowList', host: 'base', method: 'post', path: '/api/idcm/foundation/app/HelpCenter/GetHelpCenterShowList' } as const;
