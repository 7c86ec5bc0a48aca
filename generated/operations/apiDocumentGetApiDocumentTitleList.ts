// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const apiDocumentGetApiDocumentTitleList = { id: 'apiDocumentGetApiDocumentTitleList', host: 'base', method: 'post', path: '/api/idcm/customer/ApiDocument/GetApiDocumentTitleList' } as const;
