// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export interface paths {
    "/api/idcm/customer/Customer/GetCustomerWithBaseResponse": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetCustomerWithBaseResponse */
        get: operations["customerGetCustomerWithBaseResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/Refresh": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** Refresh */
        get: operations["customerRefresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/LogOut": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** LogOut */
        get: operations["customerLogOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Security/SendVerifyCode": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SendVerifyCode */
        post: operations["securitySendVerifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Security/SecurityVerify": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SecurityVerify */
        post: operations["securitySecurityVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Security/CommitUnavailableSecurityItem": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CommitUnavailableSecurityItem */
        post: operations["securityCommitUnavailableSecurityItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Security/CheckVerifyCodeInvalid": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CheckVerifyCodeInvalid */
        post: operations["securityCheckVerifyCodeInvalid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Security/GetServerDate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetServerDate */
        get: operations["securityGetServerDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/CheckIsRemoteLogIn": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CheckIsRemoteLogIn */
        post: operations["customerCheckIsRemoteLogIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/SignIn": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SignIn */
        post: operations["customerSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/RegisterUser": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RegisterUser */
        post: operations["customerRegisterUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/GetCustomerBindInfo": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetCustomerBindInfo */
        post: operations["customerGetCustomerBindInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/ForgetPass": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ForgetPass */
        post: operations["customerForgetPass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/GetLoginQR": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetLoginQR */
        post: operations["customerGetLoginQR"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/CheckQrStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CheckQrStatus */
        post: operations["customerCheckQrStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/IsExistPhone": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** IsExistPhone */
        get: operations["customerIsExistPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/IsExistEmail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** IsExistEmail */
        get: operations["customerIsExistEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/Customer/CustomerCodeExist": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** CustomerCodeExist */
        get: operations["customerCustomerCodeExist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/ModifyPhone": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ModifyPhone */
        post: operations["personalCenterModifyPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/ModifyEmail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ModifyEmail */
        post: operations["personalCenterModifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/ModifyLoginPwd": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ModifyLoginPwd */
        post: operations["personalCenterModifyLoginPwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/SetPIN": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SetPIN */
        post: operations["personalCenterSetPIN"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/GetLogList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetLogList */
        post: operations["personalCenterGetLogList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/SetGoogleTFA": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SetGoogleTFA */
        post: operations["personalCenterSetGoogleTFA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/CommitVerifyIdentity": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CommitVerifyIdentity */
        post: operations["personalCenterCommitVerifyIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/FileUpload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** FileUpload */
        post: operations["personalCenterFileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/GetGoogleTFA": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetGoogleTFA */
        get: operations["personalCenterGetGoogleTFA"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/AuthenticatorGoogle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** AuthenticatorGoogle */
        get: operations["personalCenterAuthenticatorGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/SetDefaultVariety": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** SetDefaultVariety */
        get: operations["personalCenterSetDefaultVariety"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/SetOrderSecondConfirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** SetOrderSecondConfirm */
        get: operations["personalCenterSetOrderSecondConfirm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/SetUniqueCode": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** SetUniqueCode */
        get: operations["personalCenterSetUniqueCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/PersonalCenter/GetCustomerCertified": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetCustomerCertified */
        get: operations["personalCenterGetCustomerCertified"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/CustomerCertSumsub/CheckUserApplication": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CheckUserApplication */
        post: operations["customerCertSumsubCheckUserApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/MyIDCMApi/AddApiKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AddApiKey */
        post: operations["myIDCMApiAddApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/MyIDCMApi/ModifyApiKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ModifyApiKey */
        post: operations["myIDCMApiModifyApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/MyIDCMApi/DelApiKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** DelApiKey */
        post: operations["myIDCMApiDelApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/MyIDCMApi/GetList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetList */
        post: operations["myIDCMApiGetList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/MyIDCMApi/GetApiKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetApiKey */
        get: operations["myIDCMApiGetApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/ApiDocument/GetApiDocumentTitleList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetApiDocumentTitleList */
        post: operations["apiDocumentGetApiDocumentTitleList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/customer/ApiDocument/GetApiDocument": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetApiDocument */
        get: operations["apiDocumentGetApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Announcement/GetAppAnnouncementPageList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetAppAnnouncementPageList */
        post: operations["announcementGetAppAnnouncementPageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Announcement/GetAppLatestAnnouncement": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetAppLatestAnnouncement */
        post: operations["announcementGetAppLatestAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Announcement/GetAppAnnouncement": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetAppAnnouncement */
        get: operations["announcementGetAppAnnouncement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Info/WebsiteCoinInfo": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** WebsiteCoinInfo */
        get: operations["infoWebsiteCoinInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/CommonSetting/GetProtocolLinks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetProtocolLinks */
        get: operations["commonSettingGetProtocolLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/CommonSetting/GetContactUs": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetContactUs */
        get: operations["commonSettingGetContactUs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/CommonSetting/GetFooterLinks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetFooterLinks */
        get: operations["commonSettingGetFooterLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/CommonSetting/GetFreindLinks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetFreindLinks */
        get: operations["commonSettingGetFreindLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Setting/GetKYCCountrySetting": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetKYCCountrySetting */
        get: operations["settingGetKYCCountrySetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/NewWebSite/GetSingleWebSite": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetSingleWebSite */
        get: operations["newWebSiteGetSingleWebSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/admin/NewWebSite/GetWebSiteByUrl": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetWebSiteByUrl */
        get: operations["newWebSiteGetWebSiteByUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Version/NewAll": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** NewAll */
        get: operations["versionNewAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Protocol/GetList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetList */
        get: operations["protocolGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Protocol/GetProtocol": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetProtocol */
        get: operations["protocolGetProtocol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/SubBanner/GetBannerList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetBannerList */
        get: operations["subBannerGetBannerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/CurrencyExchangeRate/GetExchangeRateList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetExchangeRateList */
        get: operations["currencyExchangeRateGetExchangeRateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/CurrencyExchangeRate/GetPairRateList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetPairRateList */
        get: operations["currencyExchangeRateGetPairRateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/coin/GetDefaultWebSiteCoinList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetDefaultWebSiteCoinList */
        get: operations["coinGetDefaultWebSiteCoinList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/coin/GetRechargeWithdrawCoinList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetRechargeWithdrawCoinList */
        get: operations["coinGetRechargeWithdrawCoinList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/coin/GetCoinChains": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetCoinChains */
        get: operations["coinGetCoinChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/coin/GetWebSiteKycSetting": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetWebSiteKycSetting */
        get: operations["coinGetWebSiteKycSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/News/GetNewsPageList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetNewsPageList */
        post: operations["newsGetNewsPageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/News/GetNewsById": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetNewsById */
        get: operations["newsGetNewsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/News/GetRotationList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetRotationList */
        get: operations["newsGetRotationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/News/GetNewsResource": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetNewsResource */
        post: operations["newsGetNewsResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/HelpCenter/GetHelpCenterCategoryShowList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetHelpCenterCategoryShowList */
        post: operations["helpCenterGetHelpCenterCategoryShowList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/HelpCenter/GetHelpCenterShowList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetHelpCenterShowList */
        post: operations["helpCenterGetHelpCenterShowList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/HelpCenter/GetHelpCenterShow": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetHelpCenterShow */
        get: operations["helpCenterGetHelpCenterShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/PageVideo/GetList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetList */
        get: operations["pageVideoGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Helps/SearchList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** SearchList */
        get: operations["helpsSearchList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/DigitalAssets/GetSearchListNew": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetSearchListNew */
        get: operations["digitalAssetsGetSearchListNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CustomerAssets/GetAssets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetAssets */
        post: operations["customerAssetsGetAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CustomerAssets/ApplyTransactionOut": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ApplyTransactionOut */
        post: operations["customerAssetsApplyTransactionOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CustomerAssets/GetUserAssets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserAssets */
        post: operations["customerAssetsGetUserAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CustomerAssets/ConfirmTransactionOut": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ConfirmTransactionOut */
        post: operations["customerAssetsConfirmTransactionOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CustomerAssets/CancelApplyTransactionOut": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** CancelApplyTransactionOut */
        get: operations["customerAssetsCancelApplyTransactionOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/Currency/GetCurrencyAssets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetCurrencyAssets */
        post: operations["currencyGetCurrencyAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/Currency/GetList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetList */
        post: operations["currencyGetList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/Transfer/GetContractAvailableQuantity": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetContractAvailableQuantity */
        post: operations["transferGetContractAvailableQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/Transfer/AddTransfer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AddTransfer */
        post: operations["transferAddTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/Transfer/GetListByTransfer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetListByTransfer */
        post: operations["transferGetListByTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinAddress/GetAddress": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetAddress */
        get: operations["coinAddressGetAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinAddress/GetCoins": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetCoins */
        post: operations["coinAddressGetCoins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinTransactionIn/GetUserTransactionInList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserTransactionInList */
        post: operations["coinTransactionInGetUserTransactionInList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinTransactionOut/GetUserTransactionOutList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserTransactionOutList */
        post: operations["coinTransactionOutGetUserTransactionOutList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/AssetsRecord/GetAssetsRecordDetail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetAssetsRecordDetail */
        post: operations["assetsRecordGetAssetsRecordDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/AssetsRecord/GetAssetsRecordPageList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetAssetsRecordPageList */
        post: operations["assetsRecordGetAssetsRecordPageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/AssetsRecord/GetAssetsStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetAssetsStatus */
        get: operations["assetsRecordGetAssetsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/AssetsRecord/GetAssetsRecordType": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetAssetsRecordType */
        get: operations["assetsRecordGetAssetsRecordType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinUserAddress/Add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add */
        post: operations["coinUserAddressAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinUserAddress/DisableCoinAddress": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** DisableCoinAddress */
        get: operations["coinUserAddressDisableCoinAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/assets/CoinUserAddress/GetAllCoinUserAddress": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetAllCoinUserAddress */
        get: operations["coinUserAddressGetAllCoinUserAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/GetPaymentTypeList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetPaymentTypeList */
        get: operations["digitalFiatGetPaymentTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/GetRechargePayInOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetRechargePayInOrder */
        get: operations["digitalFiatGetRechargePayInOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/GetDfcPayOutMethodParam": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetDfcPayOutMethodParam */
        get: operations["digitalFiatGetDfcPayOutMethodParam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/GetDfcWithdrawalRecipientByCoinId": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetDfcWithdrawalRecipientByCoinId */
        get: operations["digitalFiatGetDfcWithdrawalRecipientByCoinId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/DfcDropdownList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** DfcDropdownList */
        get: operations["digitalFiatDfcDropdownList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/GetBankAccountList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetBankAccountList */
        get: operations["digitalFiatGetBankAccountList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/RechargeCalculateService": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RechargeCalculateService */
        post: operations["digitalFiatRechargeCalculateService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/DfcRecharge": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** DfcRecharge */
        post: operations["digitalFiatDfcRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/CreateWithdrawOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateWithdrawOrder */
        post: operations["digitalFiatCreateWithdrawOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/CreateBankAccount": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateBankAccount */
        post: operations["digitalFiatCreateBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/UpdateBankAccount": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** UpdateBankAccount */
        put: operations["digitalFiatUpdateBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/dfc/DigitalFiat/DeleteBankAccount": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DeleteBankAccount */
        delete: operations["digitalFiatDeleteBankAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/Trader/GetCoinList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetCoinList */
        get: operations["traderGetCoinList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/Trader/GetLegalCurrencyList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetLegalCurrencyList */
        get: operations["traderGetLegalCurrencyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/Advertisement/GetReferencePrice": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetReferencePrice */
        post: operations["advertisementGetReferencePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/Advertisement/MatchAdv": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** MatchAdv */
        post: operations["advertisementMatchAdv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/Advertisement/GetWebsiteCurrencyPairList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetWebsiteCurrencyPairList */
        get: operations["advertisementGetWebsiteCurrencyPairList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyOrder/UserBuyCoin": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UserBuyCoin */
        post: operations["legalCurrencyOrderUserBuyCoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyOrder/UserSellCoin": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UserSellCoin */
        post: operations["legalCurrencyOrderUserSellCoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyOrder/GetListByLegalCurrencyOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetListByLegalCurrencyOrder */
        post: operations["legalCurrencyOrderGetListByLegalCurrencyOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyOrder/UserBuyCoinConfirmPayment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UserBuyCoinConfirmPayment */
        post: operations["legalCurrencyOrderUserBuyCoinConfirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyOrder/UserSellCoinConfirmReceipt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UserSellCoinConfirmReceipt */
        post: operations["legalCurrencyOrderUserSellCoinConfirmReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyOrder/UserCancelBuyCoin": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UserCancelBuyCoin */
        post: operations["legalCurrencyOrderUserCancelBuyCoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalPayment/GetCreatedPaymentChannel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetCreatedPaymentChannel */
        get: operations["legalPaymentGetCreatedPaymentChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalPayment/GetReceiptPaymentMethodFormAsync": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetReceiptPaymentMethodFormAsync */
        post: operations["legalPaymentGetReceiptPaymentMethodFormAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalPaymentChannelSetting/GetUserReceiptMethodInfoList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserReceiptMethodInfoList */
        post: operations["legalPaymentChannelSettingGetUserReceiptMethodInfoList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalPaymentChannelSetting/DeleteUserReceiptMethodInfoDetail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** DeleteUserReceiptMethodInfoDetail */
        post: operations["legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalPaymentChannelSetting/CreateReceiptPaymentMethodAsync": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateReceiptPaymentMethodAsync */
        post: operations["legalPaymentChannelSettingCreateReceiptPaymentMethodAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyAppealOrder/CreateLegalCurrencyAppealOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateLegalCurrencyAppealOrder */
        post: operations["legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyAppealOrder/GetListByLegalCurrencyAppealOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetListByLegalCurrencyAppealOrder */
        post: operations["legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/otc/LegalCurrencyAppealOrder/GetAppealDetail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetAppealDetail */
        get: operations["legalCurrencyAppealOrderGetAppealDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateBuyKlicklPay": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateBuyKlicklPay */
        post: operations["ordersCreateBuyKlicklPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateSellKlicklPayApi": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateSellKlicklPayApi */
        post: operations["ordersCreateSellKlicklPayApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateKlicklPayReady": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateKlicklPayReady */
        post: operations["ordersCreateKlicklPayReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/GetPayInMethodParam": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetPayInMethodParam */
        get: operations["ordersGetPayInMethodParam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/GetPayOutMethodParam": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetPayOutMethodParam */
        get: operations["ordersGetPayOutMethodParam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Currency/GetWebsiteSupportCurrencyPairList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetWebsiteSupportCurrencyPairList */
        get: operations["currencyGetWebsiteSupportCurrencyPairList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/PaymentList/GetPayTypeByCurrency": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetPayTypeByCurrency */
        get: operations["paymentListGetPayTypeByCurrency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/PaymentList/GetPaymentChannelByPayType": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetPaymentChannelByPayType */
        get: operations["paymentListGetPaymentChannelByPayType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/ValidateReference": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ValidateReference */
        post: operations["ordersValidateReference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateBuy": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateBuy */
        post: operations["ordersCreateBuy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateSell": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateSell */
        post: operations["ordersCreateSell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/GetCustomerList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetCustomerList */
        post: operations["ordersGetCustomerList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateBuyFacilitaPay": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateBuyFacilitaPay */
        post: operations["ordersCreateBuyFacilitaPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/Orders/CreateSellFacilitaPay": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateSellFacilitaPay */
        post: operations["ordersCreateSellFacilitaPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/RegistBankAccounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RegistBankAccounts */
        post: operations["facilitaPayRegistBankAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/UpdateBankAccounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UpdateBankAccounts */
        post: operations["facilitaPayUpdateBankAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/DelBankAccounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** DelBankAccounts */
        post: operations["facilitaPayDelBankAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/Registration": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registration */
        post: operations["facilitaPayRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/UploadDocuments": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** UploadDocuments */
        post: operations["facilitaPayUploadDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/GetBankAccounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetBankAccounts */
        get: operations["facilitaPayGetBankAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/GetSupportBankList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetSupportBankList */
        get: operations["facilitaPayGetSupportBankList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/payment/FacilitaPay/GetDocumentLabels": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetDocumentLabels */
        get: operations["facilitaPayGetDocumentLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/Market/GetMarketRecommendTrends": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetMarketRecommendTrends */
        get: operations["marketGetMarketRecommendTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/Market/GetMarketTrends": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetMarketTrends */
        get: operations["marketGetMarketTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/Market/GetMarketRank": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetMarketRank */
        get: operations["marketGetMarketRank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/Market/GetMarketRealStatistics": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetMarketRealStatistics */
        get: operations["marketGetMarketRealStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/Market/GetTradeConfig": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetTradeConfig */
        get: operations["marketGetTradeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/Market/GetTradeVarieties": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetTradeVarieties */
        get: operations["marketGetTradeVarieties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/LineData/GetLineData": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetLineData */
        post: operations["lineDataGetLineData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/UserTransaction/GetUserTransactionList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetUserTransactionList */
        get: operations["userTransactionGetUserTransactionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/market/UserTransaction/AddOrDelete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AddOrDelete */
        post: operations["userTransactionAddOrDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/spot/PlanOrder/GetCustomerPlanOrderList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetCustomerPlanOrderList */
        post: operations["planOrderGetCustomerPlanOrderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/spot/PlanOrder/CancelPlanOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CancelPlanOrder */
        post: operations["planOrderCancelPlanOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/spot/PlanOrder/CancelAllPlanOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CancelAllPlanOrder */
        post: operations["planOrderCancelAllPlanOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/Trading/GetHistoryOrderList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetHistoryOrderList */
        post: operations["tradingGetHistoryOrderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/Trading/GetEntrustOrderList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetEntrustOrderList */
        post: operations["tradingGetEntrustOrderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/Trading/CancelOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CancelOrder */
        post: operations["tradingCancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/Trading/CancelAllOrderByUserId": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CancelAllOrderByUserId */
        post: operations["tradingCancelAllOrderByUserId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/Deal/GetCustomerDealList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetCustomerDealList */
        post: operations["dealGetCustomerDealList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/Assets/IEOOrder/CreateOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateOrder */
        post: operations["iEOOrderCreateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/Assets/IEOProject/GetProjectList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetProjectList */
        post: operations["iEOProjectGetProjectList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/Assets/IEOProject/GetProjectDetails": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetProjectDetails */
        get: operations["iEOProjectGetProjectDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/Assets/IEOOrder/GetReserveRecordList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetReserveRecordList */
        post: operations["iEOOrderGetReserveRecordList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetNoviceTasks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetNoviceTasks */
        post: operations["missionGetNoviceTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/ReceiveAward": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ReceiveAward */
        post: operations["missionReceiveAward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetAdvancedTasks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetAdvancedTasks */
        post: operations["missionGetAdvancedTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/AdvancedTaskRegistration": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AdvancedTaskRegistration */
        post: operations["missionAdvancedTaskRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetTaskRecords": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetTaskRecords */
        post: operations["missionGetTaskRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetTaskAssets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetTaskAssets */
        post: operations["missionGetTaskAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetUserGiveUsed": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserGiveUsed */
        post: operations["missionGetUserGiveUsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/RewardNotice": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RewardNotice */
        post: operations["missionRewardNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/BonusUse": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** BonusUse */
        post: operations["missionBonusUse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetGiveTypeDropdown": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetGiveTypeDropdown */
        get: operations["missionGetGiveTypeDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Mission/GetGiveUsedStatusDropdown": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetGiveUsedStatusDropdown */
        get: operations["missionGetGiveUsedStatusDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/QuickExchange/GetQuickExchangeCoinList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetQuickExchangeCoinList */
        get: operations["quickExchangeGetQuickExchangeCoinList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/QuickExchange/QueryEstimatePrice": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** QueryEstimatePrice */
        post: operations["quickExchangeQueryEstimatePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/QuickExchange/GetWebsiteCanTradeCoinList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetWebsiteCanTradeCoinList */
        get: operations["quickExchangeGetWebsiteCanTradeCoinList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/FlashOrder/SendFlashOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SendFlashOrder */
        post: operations["flashOrderSendFlashOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/FlashOrder/CheckFlashOrderStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** CheckFlashOrderStatus */
        get: operations["flashOrderCheckFlashOrderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/IDCM/Transaction/FlashOrder/GetUserFlashOrderPageList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserFlashOrderPageList */
        post: operations["flashOrderGetUserFlashOrderPageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/GetUserProductList": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserProductList */
        post: operations["financingGetUserProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/CreateUser": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateUser */
        post: operations["financingCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/CreateDeposit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateDeposit */
        post: operations["financingCreateDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/CreateWithdraw": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CreateWithdraw */
        post: operations["financingCreateWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/GetUserTradeRecord": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetUserTradeRecord */
        post: operations["financingGetUserTradeRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/GetFinancialUserAsset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GetFinancialUserAsset */
        post: operations["financingGetFinancialUserAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/GetUserProductDetail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetUserProductDetail */
        get: operations["financingGetUserProductDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idcm/foundation/app/Financing/GetUserAccountBalance": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        /** GetUserAccountBalance */
        get: operations["financingGetUserAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A supported language code.
         * @enum {string}
         */
        LanguageType: "en" | "fr" | "zh-CN" | "zh-Hant";
        /** @description Result code. 200 or -1 (or no code at all) means success; anything else is a code of the error catalogue (numbers, or strings such as payment:0027). */
        StatusCode: number | string;
        /** @description The call-result envelope every call answers with. */
        Envelope: {
            StatusCode?: components["schemas"]["StatusCode"];
            code?: components["schemas"]["StatusCode"];
            errorCode?: components["schemas"]["StatusCode"];
            /** @description Human-readable message from the server. */
            Msg: string;
        };
        /** @description Data of a call that answers nothing but success. */
        EmptyData: boolean | null;
        /** @description An envelope whose code is not a success; Data is null. */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            Data: null;
        };
    };
    responses: {
        /** @description The request does not match the contract; Msg names the failing field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Language of the answer's texts. */
        LanguageCode: components["schemas"]["LanguageType"];
        /** @description 0 for the web layout, 1 for the mobile layout. */
        ClientType: "0" | "1";
        /** @description Stable visitor id, made once in the browser and kept in local storage. */
        DeviceId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    customerGetCustomerWithBaseResponse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerRefresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerLogOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    securitySendVerifyCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    securitySecurityVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    securityCommitUnavailableSecurityItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    securityCheckVerifyCodeInvalid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    securityGetServerDate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerCheckIsRemoteLogIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerSignIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerRegisterUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerGetCustomerBindInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerForgetPass: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerGetLoginQR: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerCheckQrStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerIsExistPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerIsExistEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerCustomerCodeExist: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterModifyPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterModifyEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterModifyLoginPwd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterSetPIN: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterGetLogList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterSetGoogleTFA: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterCommitVerifyIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterFileUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterGetGoogleTFA: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterAuthenticatorGoogle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterSetDefaultVariety: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterSetOrderSecondConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterSetUniqueCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    personalCenterGetCustomerCertified: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerCertSumsubCheckUserApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    myIDCMApiAddApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    myIDCMApiModifyApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    myIDCMApiDelApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    myIDCMApiGetList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    myIDCMApiGetApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    apiDocumentGetApiDocumentTitleList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    apiDocumentGetApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    announcementGetAppAnnouncementPageList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    announcementGetAppLatestAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    announcementGetAppAnnouncement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    infoWebsiteCoinInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonSettingGetProtocolLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonSettingGetContactUs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonSettingGetFooterLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    commonSettingGetFreindLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    settingGetKYCCountrySetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newWebSiteGetSingleWebSite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newWebSiteGetWebSiteByUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    versionNewAll: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    protocolGetList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    protocolGetProtocol: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    subBannerGetBannerList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    currencyExchangeRateGetExchangeRateList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    currencyExchangeRateGetPairRateList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinGetDefaultWebSiteCoinList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinGetRechargeWithdrawCoinList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinGetCoinChains: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinGetWebSiteKycSetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newsGetNewsPageList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newsGetNewsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newsGetRotationList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newsGetNewsResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    helpCenterGetHelpCenterCategoryShowList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    helpCenterGetHelpCenterShowList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    helpCenterGetHelpCenterShow: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    pageVideoGetList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    helpsSearchList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalAssetsGetSearchListNew: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerAssetsGetAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerAssetsApplyTransactionOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerAssetsGetUserAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerAssetsConfirmTransactionOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerAssetsCancelApplyTransactionOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    currencyGetCurrencyAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    currencyGetList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    transferGetContractAvailableQuantity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    transferAddTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    transferGetListByTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinAddressGetAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinAddressGetCoins: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinTransactionInGetUserTransactionInList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinTransactionOutGetUserTransactionOutList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    assetsRecordGetAssetsRecordDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    assetsRecordGetAssetsRecordPageList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    assetsRecordGetAssetsStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    assetsRecordGetAssetsRecordType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinUserAddressAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinUserAddressDisableCoinAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinUserAddressGetAllCoinUserAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatGetPaymentTypeList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatGetRechargePayInOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatGetDfcPayOutMethodParam: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatGetDfcWithdrawalRecipientByCoinId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatDfcDropdownList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatGetBankAccountList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatRechargeCalculateService: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatDfcRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatCreateWithdrawOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatCreateBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatUpdateBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalFiatDeleteBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    traderGetCoinList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    traderGetLegalCurrencyList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    advertisementGetReferencePrice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    advertisementMatchAdv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    advertisementGetWebsiteCurrencyPairList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyOrderUserBuyCoin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyOrderUserSellCoin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyOrderGetListByLegalCurrencyOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyOrderUserBuyCoinConfirmPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyOrderUserSellCoinConfirmReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyOrderUserCancelBuyCoin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalPaymentGetCreatedPaymentChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalPaymentGetReceiptPaymentMethodFormAsync: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalPaymentChannelSettingGetUserReceiptMethodInfoList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalPaymentChannelSettingCreateReceiptPaymentMethodAsync: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    legalCurrencyAppealOrderGetAppealDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateBuyKlicklPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateSellKlicklPayApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateKlicklPayReady: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersGetPayInMethodParam: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersGetPayOutMethodParam: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    currencyGetWebsiteSupportCurrencyPairList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    paymentListGetPayTypeByCurrency: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    paymentListGetPaymentChannelByPayType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersValidateReference: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateBuy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateSell: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersGetCustomerList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateBuyFacilitaPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersCreateSellFacilitaPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayRegistBankAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayUpdateBankAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayDelBankAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayUploadDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayGetBankAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayGetSupportBankList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    facilitaPayGetDocumentLabels: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetMarketRecommendTrends: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetMarketTrends: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetMarketRank: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetMarketRealStatistics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetTradeConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetTradeVarieties: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    lineDataGetLineData: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    userTransactionGetUserTransactionList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    userTransactionAddOrDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    planOrderGetCustomerPlanOrderList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    planOrderCancelPlanOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    planOrderCancelAllPlanOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    tradingGetHistoryOrderList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    tradingGetEntrustOrderList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    tradingCancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    tradingCancelAllOrderByUserId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    dealGetCustomerDealList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    iEOOrderCreateOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    iEOProjectGetProjectList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    iEOProjectGetProjectDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    iEOOrderGetReserveRecordList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetNoviceTasks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionReceiveAward: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetAdvancedTasks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionAdvancedTaskRegistration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetTaskRecords: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetTaskAssets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetUserGiveUsed: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionRewardNotice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionBonusUse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetGiveTypeDropdown: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    missionGetGiveUsedStatusDropdown: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    quickExchangeGetQuickExchangeCoinList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    quickExchangeQueryEstimatePrice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    quickExchangeGetWebsiteCanTradeCoinList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    flashOrderSendFlashOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    flashOrderCheckFlashOrderStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    flashOrderGetUserFlashOrderPageList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingGetUserProductList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingCreateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingCreateDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingCreateWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingGetUserTradeRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingGetFinancialUserAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingGetUserProductDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingGetUserAccountBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
