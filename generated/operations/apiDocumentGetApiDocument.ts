// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const apiDocumentGetApiDocument = { id: 'apiDocumentGetApiDocument', host: 'base', method: 'get', path: '/api/idcm/customer/ApiDocument/GetApiDocument' } as const;
