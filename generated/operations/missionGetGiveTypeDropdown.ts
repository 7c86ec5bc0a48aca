// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const missionGetGiveTypeDropdown = { id: 'missionGetGiveTypeDropdown', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Mission/GetGiveTypeDropdown' } as const;
