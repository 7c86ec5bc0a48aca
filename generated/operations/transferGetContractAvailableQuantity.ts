// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const transferGetContractAvailableQuantity = { id: 'transferGetContractAvailableQuantity', host: 'base', method: 'post', path: '/api/idcm/assets/Transfer/GetContractAvailableQuantity' } as const;
