// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const iEOProjectGetProjectList = { id: 'iEOProjectGetProjectList', host: 'base', method: 'post', path: '/api/idcm/Assets/IEOProject/GetProjectList' } as const;
