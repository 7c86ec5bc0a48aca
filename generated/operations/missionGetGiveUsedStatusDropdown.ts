// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetGiveUsedStatusDropdown = { id: 'missionGetGiveUsedStatusDropdown', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Mission/GetGiveUsedStatusDropdown' } as const;
