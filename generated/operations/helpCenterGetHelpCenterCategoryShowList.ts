// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const helpCenterGetHelpCenterCategoryShowList = { id: 'helpCenterGetHelpCenterCategoryShowList', host: 'base', method: 'post', path: '/api/idcm/foundation/app/HelpCenter/GetHelpCenterCategoryShowList' } as const;
