// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const iEOProjectGetProjectDetails = { id: 'iEOProjectGetProjectDetails', host: 'base', method: 'get', path: '/api/idcm/Assets/IEOProject/GetProjectDetails' } as const;
