// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const baseinfoGetContracts = { id: 'baseinfoGetContracts', host: 'futures', method: 'post', path: '/api/baseinfo/GetContracts' } as const;
