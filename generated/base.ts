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
        /**
         * The signed-in customer's user info
         * @description Read after sign-in, after a currency switch and whenever the app starts with a token.
         */
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
        /**
         * Trade a refresh token for a new token pair
         * @description Spends the refresh token: the old token and refresh token stop working and a new pair is issued. Needs no token, since it runs exactly when the token has expired. An unknown, spent or expired refresh token answers HTTP 401, and the app sends the user to /user/login.
         */
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
        /**
         * End the current session
         * @description The token and refresh token of the call stop working; other sessions of the customer stay.
         */
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
        /**
         * Send a verification code by SMS or mail
         * @description Sends a six-digit code for one purpose to a phone or mail address (Target), or to the phone or mail address bound to an account (Account) when the customer only sees them masked (find password, security items, a sign-in from a new place). A code for register is refused when the target already has an account; one for bindPhone or bindEmail when the target belongs to another account.
         */
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
        /**
         * Pass a security check (second sign-in step, or proving the items still owned)
         * @description Scene login completes a sign-in that answered HasPassedLoginValidation false: VerifyToken from SignIn and Code (the Google authenticator code, or the code sent with purpose login) give the same SignInResult, now signed in. Scene securityItem starts the recovery of a lost phone, mail address or Google authenticator: Account and the codes of the items that still work give a SecurityItemTicket for CommitUnavailableSecurityItem.
         */
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
        /**
         * Replace a lost phone or mail address, or reset a lost Google authenticator
         * @description Needs a ticket from SecurityVerify scene securityItem that proved every bound item except the lost one. A new phone or mail address comes with the code sent to it (purpose securityItem); a lost Google authenticator is switched off. Every session of the customer ends, so the customer signs in again.
         */
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
        /**
         * Check a verification code without spending it
         * @description Lets a form with several steps check the code before its last step, which spends it.
         */
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
        /**
         * The server's current time
         * @description Lets the app show how far the browser clock is off, which breaks Google authenticator codes.
         */
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
        /**
         * Whether signing in to an account counts as a sign-in from a new place
         * @description Asked before SignIn so that the form can say a code will be needed. An unknown account answers IsRemote false, so the call does not tell which accounts exist.
         */
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
        /**
         * Sign in with an account and password
         * @description A right password signs the customer in, unless a second step is needed: with the Google authenticator on (VerifyType google), or for a sign-in from a new place (VerifyType email or sms, the code sent with SendVerifyCode purpose login). Then Token, RefreshToken and UserInfo are null, and SecurityVerify scene login with VerifyToken finishes it. A wrong password answers 20003.
         */
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
        /**
         * Register with a phone or mail address, and sign in
         * @description The code is the one sent to the new phone or mail address with purpose register. An existing account answers 20004; an invite code nobody has answers 20007.
         */
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
        /**
         * The security items bound to an account, masked
         * @description Used by find-password and the security-item flow to offer where a code can be sent. An unknown account answers 10004.
         */
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
        /**
         * Set a new password with a code (find password)
         * @description The code is one sent with purpose findPwd to the account's phone or mail address; with the Google authenticator on, GoogleCode is needed too. Every session of the customer ends.
         */
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
        /** Make a login QR code for the phone app to scan */
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
        /**
         * Poll a login QR code
         * @description Once the phone app confirms, the answer carries the signed-in SignInResult, once; the code is then used up and reads as expired. An unknown QrId answers 10004.
         */
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
        /** Whether a phone number already has an account */
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
        /** Whether a mail address already has an account */
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
        /**
         * Whether an invite code belongs to a customer
         * @description Checked on the registration form before the invite code is sent with RegisterUser.
         */
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
        /**
         * Bind or change the phone
         * @description The code is the one sent to the new phone with purpose bindPhone. A phone that belongs to another account answers 20004.
         */
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
        /**
         * Bind or change the mail address
         * @description The code is the one sent to the new address with purpose bindEmail. An address that belongs to another account answers 20004.
         */
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
        /**
         * Change the password
         * @description Needs the current password (20003 when wrong) and a code sent to the customer's phone or mail with purpose modifyPassword. The customer's other sessions end; this one stays.
         */
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
        /**
         * Set or change the security PIN
         * @description The PIN confirms withdrawals and API-key changes. Needs a code sent with purpose setPin, and OldPin when a PIN is already set (20005 when missing or wrong).
         */
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
        /** The customer's sign-in log, newest first */
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
        /**
         * Switch the Google authenticator on or off
         * @description Switching on needs the secret of GetGoogleTFA and a code the authenticator shows for it; switching off needs a current code. Both need a code sent to the customer's phone or mail with purpose google. Switching off forgets the secret, so the next GetGoogleTFA makes a new one.
         */
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
        /**
         * Submit identity documents for verification (KYC)
         * @description The files are ids from FileUpload of the matching Kind; BackFileId may be left out for a passport. The verification is then pending. Refused with 20011 while one is pending or once passed.
         */
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
        /**
         * Upload an identity document image
         * @description A JPEG, PNG or PDF; another type answers 10001.
         */
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
        /**
         * The Google authenticator's setup secret and state
         * @description Makes the customer's secret on the first call and answers the same one until the authenticator is switched off again. Once it is on, the secret is no longer shown.
         */
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
        /** Whether a Google authenticator code is right for the customer's secret */
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
        /**
         * Save the fiat currency prices are shown in
         * @description Sent on a currency switch while signed in; the app reloads the user info afterwards. An unknown id answers 10004.
         */
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
        /** Switch the second confirmation of orders on or off */
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
        /**
         * Set the customer's public unique code
         * @description A code another customer already uses answers 20006.
         */
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
        /**
         * The customer's identity verification
         * @description RejectReason is in the LanguageCode header's language.
         */
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
        /**
         * Check the customer's verification application for a level
         * @description Answers the user application check the verification page starts from. The app applies for LevelName when UserType is 1 and for level 2 otherwise.
         */
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
        /**
         * Create an API key
         * @description Confirmed with the security PIN or a Google authenticator code; a customer with neither set answers 20010. At most 5 keys (20012). A key without an IP whitelist expires after 90 days. The secret key is shown only in this answer.
         */
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
        /**
         * Change an API key's label, permissions or IP whitelist
         * @description Fields left out keep their value. Setting a whitelist removes the expiry; clearing it makes the key expire 90 days from now. Confirmed like AddApiKey; an unknown id answers 10004.
         */
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
        /**
         * Delete an API key
         * @description Confirmed like AddApiKey; an unknown id answers 10004.
         */
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
        /**
         * The customer's API keys, newest first
         * @description Never shows a secret key.
         */
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
        /**
         * One of the customer's API keys
         * @description Read by the modify page. An id that is not one of the customer's keys answers 10004.
         */
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
        /**
         * The titles of the API documentation, in reading order
         * @description The whole menu of /account/ApiDocument, so it is not paged.
         */
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
        /**
         * One page of the API documentation
         * @description An unknown id answers 10004.
         */
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
        /**
         * Announcements, one page at a time
         * @description The announcement list page (/notice/list), newest first, optionally filtered by a keyword in the title.
         */
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
        /**
         * The latest announcements, for the header popover
         * @description Form-encoded (the spec's "flagged as a query"). The header asks for the latest 5.
         */
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
        /**
         * One announcement with its body
         * @description The announcement detail page (/notice/detail). An unknown id answers code 10004.
         */
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
        /**
         * The introduction of one coin
         * @description For the coin pages of the help centre. An unknown coin answers code 10004.
         */
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
        /**
         * Links to the legal documents
         * @description One link per legal document, titled in the LanguageCode header's language.
         */
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
        /** Contact lines, copyright and social links of the footer */
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
        /**
         * The footer's link groups
         * @description Titled in the LanguageCode header's language.
         */
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
        /**
         * Partner sites linked from the footer
         * @description The path keeps the backend's spelling (Freind).
         */
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
        /**
         * Countries and the identity documents verification accepts there
         * @description Country names follow the LanguageCode header. Countries the exchange does not serve are listed with KycSupported false.
         */
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
        /** The site this front end serves */
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
        /**
         * The site served at an address
         * @description Finds the site by the host name of the address (with or without scheme, port and path). An address no site is served at answers code 10004.
         */
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
        /** The latest app of each store, for the download QR codes */
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
        /**
         * The legal documents, with their bodies
         * @description For the /service page. Optionally only the documents of one type.
         */
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
        /**
         * One legal document
         * @description An unknown id answers code 10004.
         */
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
        /** The banners of a page, in display order */
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
        /** The fiat currencies prices can be shown in, with their USDT rate */
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
        /**
         * The price of every coin in one fiat currency
         * @description For the /rate page. A currency the exchange does not show prices in answers code 10001.
         */
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
        /** The coins listed on the site */
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
        /** The coins with whether they can be deposited and withdrawn */
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
        /**
         * The networks a coin moves on
         * @description The first network is the coin's default. An unknown coin answers code 10004.
         */
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
        /**
         * The identity-verification levels and their daily withdrawal limits
         * @description Names and requirements follow the LanguageCode header.
         */
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
        /**
         * News articles, one page at a time
         * @description The news list (/news/list), newest first, optionally of one type.
         */
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
        /**
         * One article with its body
         * @description The article page (/news/detail/{id}). Each answer counts one read. An unknown id answers code 10004.
         */
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
        /**
         * The articles of the news carousel
         * @description The newest three articles of one type, for the carousel of the news home (/news).
         */
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
        /**
         * A picture of an article, as bytes
         * @description Answers the bytes of the picture (the sandbox answers SVG pictures with content type image/svg+xml), not an envelope. An unknown resource answers the error envelope with code 10004.
         */
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
        /**
         * The help centre's categories
         * @description For the help home (/help).
         */
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
        /**
         * Help articles (of one category, or all), one page at a time
         * @description For /help/list, newest first; without a category, the articles of every category (the help home's popular articles ask for them most read first). An unknown category answers code 10004.
         */
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
        /**
         * One help article with its body
         * @description For /help/detail. An unknown id answers code 10004.
         */
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
        /** The tutorial videos */
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
        /**
         * Help articles whose title or body contains a keyword
         * @description For /help/search. Matches the visible text of titles and bodies, case-insensitive; newest first.
         */
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
        /**
         * Coin introductions matching a keyword
         * @description For /help/digitalAsset. Matches the code, name or description of each listed coin, case-insensitive; every coin when the keyword is absent or empty. Descriptions follow the LanguageCode header; Info/WebsiteCoinInfo gives the whole introduction.
         */
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
        /**
         * The customer's spot balances of every listed coin
         * @description One row per listed coin (zero rows included) with its value in USDT and in the chosen fiat currency, and the totals. FiatCode defaults to the customer's display currency (NGN).
         */
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
        /**
         * Applies for a withdrawal to an address
         * @description Checks the chain, the address format, the minimum and the balance, freezes Amount plus Fee and creates the withdrawal in status applied. It waits for ConfirmTransactionOut with the items NeedVerify lists, or CancelApplyTransactionOut. Refusals: 51038 without a passed identity verification, 20011 without a bound email, 30010 withdrawals of the coin on the chain suspended, 30011 below the minimum, 30012 address not valid for the chain, 30017 above the chain's MaxWithdraw, 30018 above what is left of the daily limit (AssetCoin DailyWithdrawRemaining), 30001 balance too low, 10004 unknown coin.
         */
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
        /**
         * The customer's spot balances, filtered
         * @description As GetAssets, narrowed to one coin (CoinId) or to the coins worth at least 1 USDT (HideSmall). The totals cover every coin whatever the filter.
         */
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
        /**
         * Confirms an applied withdrawal with the security items
         * @description The withdrawal named by rid (a query parameter, as the spec says) goes to confirmed, then to processing once it is broadcast, and to completed shortly after (or to failed, refunded, with a FailReason). EmailCode is a code sent for purpose withdraw to the customer's email; GoogleCode is needed when Google two-factor authentication is on. Refusals: 10004 unknown rid, 30013 no longer waiting for confirmation, 20010 no security PIN set, 20003 wrong PIN, 20001 wrong code, 20002 expired code.
         */
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
        /**
         * Cancels a withdrawal that is still waiting for confirmation
         * @description The frozen Amount plus Fee goes back to the available balance. Refusals: 10004 unknown rid, 30013 no longer waiting for confirmation.
         */
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
        /**
         * The customer's total spot assets valued in each fiat currency
         * @description One row per display fiat currency, or only FiatCode's row when it is given.
         */
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
        /**
         * The coins a customer can hold, with their deposit and withdrawal switches
         * @description Every listed coin with its chains; Keyword narrows by code or name.
         */
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
        /**
         * How much of a coin can move out of the spot or the futures account
         * @description Quantity is the available balance of the From account. Only the futures margin coins (USDT, USDC, BTC, ETH) move between the accounts; another coin gets 30014.
         */
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
        /**
         * Moves a coin between the spot and the futures account
         * @description Refusals: 10001 From equal to To, 30014 not a futures margin coin, 30001 balance of the From account too low.
         */
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
        /** The customer's transfers between accounts, newest first */
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
        /**
         * The customer's deposit address of a coin on a chain
         * @description The same address every time for a customer, coin and chain. Chains that share one exchange address (XRP, XLM, ATOM) answer the Memo that identifies the customer. Refusals: 10004 unknown coin, 10001 chain not offered for the coin, 30015 deposits suspended.
         */
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
        /**
         * The coins open for deposit, with the chains that take deposits
         * @description Keyword narrows by code or name.
         */
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
        /** The customer's on-chain deposits, newest first */
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
        /** The customer's on-chain withdrawals, newest first */
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
        /**
         * One movement of the customer's assets, with its on-chain details
         * @description Refusal: 10004 unknown Id.
         */
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
        /**
         * Every movement of the customer's spot assets, newest first
         * @description Deposits, withdrawals, transfers, trades, flash exchanges, digital-fiat orders and rewards. Names are in the LanguageCode language.
         */
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
        /**
         * The statuses a movement can have, for the records filter
         * @description Names are in the LanguageCode language.
         */
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
        /**
         * The kinds of movement, for the records filter
         * @description Names are in the LanguageCode language.
         */
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
        /**
         * Saves a withdrawal address in the customer's address book
         * @description Confirmed with the security PIN or the Google authenticator code. Refusals: 10004 unknown coin, 10001 chain not offered for the coin or neither Pin nor GoogleCode given, 20010 no security PIN set (and no authenticator), 20003 wrong PIN, 20001 wrong Google code, 30012 address not valid for the chain, 30016 the address is already saved for the coin and chain.
         */
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
        /**
         * Removes an address from the customer's address book
         * @description Refusal: 10004 unknown or already removed id.
         */
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
        /** The customer's saved withdrawal addresses, newest first */
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
        /**
         * The payment types of a fiat currency, for pay-ins or pay-outs
         * @description Names are in the LanguageCode language. A currency without channels answers an empty list.
         */
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
        /**
         * A pay-in order of the customer, with its payment status
         * @description The /fiat/payment page polls it. Once the provider reports the payment the order is paid and ReceiveAmount is credited to the spot account. Refusal: 10004 unknown orderId.
         */
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
        /**
         * The form fields a pay-out through a payment type needs
         * @description Labels are in the LanguageCode language. Refusal 10004 for an unknown or pay-in payment type.
         */
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
        /**
         * The bank accounts the customer has sold a coin to before, last used first
         * @description Accounts deleted since are left out.
         */
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
        /**
         * The options of a pay-out form's select field
         * @description Banks (by bank code) or mobile money operators of a country's currency.
         */
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
        /** The customer's bank accounts for pay-outs, newest first */
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
        /**
         * Quotes a pay-in: the rate, the fee and the coin received
         * @description Fee is FiatAmount times the payment type's FeeRate; ReceiveAmount is (FiatAmount - Fee) / Rate, rounded down to the coin's precision. The rate holds until ExpireTime (30 seconds). Refusals: 10004 unknown payment type of the currency, 10001 a coin other than USDT, 30020 FiatAmount outside the type's limits.
         */
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
        /**
         * Creates a pay-in order at the quoted terms
         * @description The order waits for the payment (status pending) until ExpireTime; PayUrl is the in-app page that shows how to pay. Refusals as RechargeCalculateService.
         */
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
        /**
         * Sells a coin for fiat paid out to one of the customer's bank accounts
         * @description Debits Amount from the spot account and records a pay-out order. EmailCode is a code sent for purpose fiatWithdraw to the customer's email. Refusals: 10004 unknown payment type or bank account, 10001 a coin other than USDT or a payment type that does not pay to a bank, 30020 fiat amount outside the type's limits, 20011 no bound email, 20010 no security PIN, 20003 wrong PIN, 20001 wrong code, 20002 expired code, 30001 balance too low.
         */
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
        /**
         * Adds a Nigerian bank account for pay-outs
         * @description Refusals: 10001 unknown bank code, 30021 the account is already saved.
         */
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
        /**
         * Changes one of the customer's bank accounts
         * @description Refusals: 10004 unknown Id, 10001 unknown bank code, 30021 the same account is saved under another Id.
         */
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
        /**
         * Deletes one of the customer's bank accounts
         * @description Refusal: 10004 unknown id.
         */
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
        /**
         * Coins traded over the counter
         * @description Public. The coins merchants post adverts for, with the decimals an OTC quantity keeps.
         */
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
        /**
         * Fiat currencies traded over the counter
         * @description Public. Names are in the LanguageCode header's language.
         */
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
        /**
         * The best advert price of a pair for one side
         * @description Public. For buy, the lowest price merchants sell the coin at; for sell, the highest price they buy it at. Refused (62007) for a pair the desk does not trade.
         */
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
        /**
         * The best merchant advert for an amount
         * @description Public. Among the adverts of the pair and side whose limits hold the amount (FiatAmount, or Quantity at the advert's price) and whose stock covers it, optionally accepting a payment method type, picks the best price (lowest for buy, highest for sell), then the highest completion rate. Refused with 62001 when no advert fits, 62007 for a pair the desk does not trade.
         */
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
        /**
         * Coin and fiat pairs with their order limits
         * @description Public. Every pair the desk trades, optionally only those of one coin or fiat.
         */
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
        /**
         * Place a buy order on a merchant's advert
         * @description Opens an unpaid order for FiatAmount (or Quantity) at the advert's price, reserving the quantity from the advert's stock. The answer carries the merchant's details for the chosen payment method and the deadline to pay (15 minutes); an order still unpaid at its deadline is cancelled. Refused with 51038 before identity verification passed, 10004 for an unknown advert, 62002 outside the advert's limits or stock, 62004 for a payment method the advert does not accept, 62008 for the wrong side's advert.
         */
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
        /**
         * Sell coin to a merchant's advert
         * @description Freezes Quantity of the coin in the spot account and opens an order waiting for the merchant's payment to the chosen receipt method. The merchant pays at once, so the order reads as paid right after this answer. Refused with 51038 before identity verification passed, 10004 for an unknown advert or receipt method, 30001 when the coin balance is short, 62002 outside the advert's limits or stock, 62004 for a receipt method the advert cannot pay, 62008 for the wrong side's advert.
         */
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
        /**
         * The customer's OTC orders, newest first
         * @description Filtered by Side, Status and CoinCode when given.
         */
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
        /**
         * Tell the merchant a buy order is paid
         * @description Marks an unpaid buy order paid. The merchant then releases the coin at once: the order reads as completed right after this answer and the coin is credited to the spot account. Refused with 10004 for an unknown order, 62003 when the order is not unpaid (a cancelled or timed-out order included).
         */
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
        /**
         * Confirm the merchant's payment of a sell order arrived
         * @description Completes a paid sell order: the frozen coin goes to the merchant. Refused with 10004 for an unknown order, 62003 when the order is not a paid sell order.
         */
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
        /**
         * Cancel an unpaid buy order
         * @description Cancels a buy order while it is unpaid and gives its quantity back to the advert. Refused with 10004 for an unknown order, 62003 once the order is paid, completed or cancelled.
         */
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
        /**
         * Channels the customer can add a receipt method of
         * @description How a seller can be paid (bank transfer, mobile money, PIX, wallets), with how many methods of each the customer already keeps. Optionally only the channels of one fiat.
         */
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
        /**
         * The form fields of one receipt channel
         * @description Public. The fields a customer fills in to add a receipt method of the channel, labels in the LanguageCode header's language. Refused with 10004 for an unknown channel.
         */
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
        /**
         * The customer's receipt methods, newest first
         * @description Optionally only those of one channel or one fiat currency.
         */
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
        /**
         * Delete one of the customer's receipt methods
         * @description Refused with 10004 for a method the customer does not have, 62006 while an open sell order is to be paid to it.
         */
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
        /**
         * Add a receipt method
         * @description Saves the filled-in form of a channel. Refused with 10004 for an unknown channel, 10001 when a field is missing, unknown, too long or does not match its pattern (Msg names the field), 62009 when the customer already keeps the most methods of that channel (3).
         */
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
        /**
         * Appeal a paid order to customer support
         * @description Opens an appeal on a paid order (a buy the merchant has not released, a sell whose payment did not arrive); the order reads as appealing until support resolves it. Refused with 10004 for an unknown order, 62005 when the order is not paid or already under appeal.
         */
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
        /**
         * The customer's appeals, newest first
         * @description Filtered by Status when given; Result is in the LanguageCode header's language.
         */
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
        /**
         * One appeal with its order and progress
         * @description Refused with 10004 for an appeal the customer does not have.
         */
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
        /**
         * Start a KlicklPay buy
         * @description Creates a buy through a KlicklPay pay-in channel, in status created; RedirectUrl is the in-app status page, where the customer confirms and CreateKlicklPayReady submits it. Fields are the channel's pay-in form (GetPayInMethodParam). Refused with 10004 for an unknown channel, payment:0012 for a channel that is not a KlicklPay pay-in channel of the coin and fiat, payment:0011 outside the channel's limits, 10001 for a bad form field.
         */
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
        /**
         * Start a KlicklPay sell
         * @description Debits Quantity of the coin and creates a sell paid out through a KlicklPay payout channel to the account in Fields (GetPayOutMethodParam), in status created until CreateKlicklPayReady submits it; an order never submitted is cancelled after 30 minutes and the coin given back. Refused with 30001 when the balance is short, and as CreateBuyKlicklPay for the channel, limits and fields.
         */
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
        /**
         * Submit a KlicklPay order to the provider
         * @description Moves a created KlicklPay order to submitted. Refused with 10004 for an unknown order, payment:0013 when the order is not a created KlicklPay order.
         */
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
        /**
         * The form fields of a pay-in channel
         * @description Public. What the buyer fills in for the channel, labels in the LanguageCode header's language. Refused with 10004 for an unknown channel, payment:0012 for a payout channel.
         */
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
        /**
         * The form fields of a payout channel
         * @description Public. The account details the seller is paid to, labels in the LanguageCode header's language. Refused with 10004 for an unknown channel, payment:0012 for a pay-in channel.
         */
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
        /**
         * Coin and fiat pairs the payment providers serve
         * @description Public. Each pair with its providers, sides, limits and current prices.
         */
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
        /**
         * Ways to pay (or be paid) in a fiat currency
         * @description Public. Empty for a currency no provider serves on that side.
         */
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
        /**
         * Channels of one pay type in a fiat currency
         * @description Public. Each channel with its provider, fees, limits and coins; cheapest first.
         */
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
        /**
         * Check a payment reference
         * @description Whether Reference is the payment reference of one of the customer's orders (the one a buyer writes on a bank transfer), and that order's status.
         */
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
        /**
         * Buy coin through any pay-in channel
         * @description Creates a buy through the channel, submitted to its provider at once; the answer tells the buyer how to pay (PaymentInstructions, or RedirectUrl for KlicklPay). The coin is credited once the provider confirms. Refused with 10004 for an unknown channel, payment:0012 for a channel that is not a pay-in channel of the coin and fiat, payment:0011 outside its limits, 10001 for a bad form field, payment:0027 for a FacilitaPay channel before the FacilitaPay registration is approved.
         */
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
        /**
         * Sell coin through any payout channel
         * @description Debits Quantity of the coin and creates a sell paid out through the channel to the account in Fields, submitted at once. Refused with 30001 when the balance is short, and as CreateBuy for the channel, limits, fields and registration.
         */
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
        /**
         * The customer's third-party payment orders, newest first
         * @description The /fiat/ThirdPartyPaymentOrder page, and the status pages (one OrderId). Filtered by Side, Status, Provider, CoinCode, FiatCode and OrderId when given. Reading settles the orders: the sandbox's providers settle a submitted order 10 seconds after it was submitted (completed, and a buy's coin credited), unless it was told otherwise.
         */
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
        /**
         * Buy coin with BRL by PIX through FacilitaPay
         * @description Creates a BRL buy paid by PIX from the registered bank account; the answer carries the PIX copy-and-paste code. Refused with payment:0027 (its Msg, in the LanguageCode header's language, is shown to the customer) before the FacilitaPay registration is approved, 10004 for a bank account the customer does not have, payment:0012 for a coin FacilitaPay does not sell, payment:0011 outside the limits.
         */
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
        /**
         * Sell coin for BRL paid by PIX through FacilitaPay
         * @description Debits Quantity of the coin and pays the BRL out to the registered bank account. Refused with 30001 when the balance is short, and as CreateBuyFacilitaPay otherwise.
         */
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
        /**
         * Register a Brazilian bank account
         * @description Refused with 10001 for a bank not in GetSupportBankList, payment:0015 for an account already registered, payment:0014 past 5 accounts.
         */
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
        /**
         * Change a registered bank account
         * @description Replaces every field of the account. Refused with 10004 for an account the customer does not have, and as RegistBankAccounts otherwise.
         */
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
        /**
         * Remove a registered bank account
         * @description Refused with 10004 for an account the customer does not have.
         */
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
        /**
         * Register the customer with FacilitaPay
         * @description No body. Sends the customer's registration, with the documents uploaded before, to FacilitaPay for review (pending), then approved; later calls answer the registration as it stands. Refused with payment:0027 (its Msg, in the LanguageCode header's language, names the documents) while a required document is missing or refused.
         */
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
        /**
         * Upload one registration document
         * @description Stores the document under its label (a new upload replaces the old one) while the registration is a draft. FacilitaPay's check of the file may refuse it at once: the document then carries its RefusalReason until another file replaces it. Refused with 10001 for a file that is not a JPG, PNG or PDF, payment:0027 once the registration is sent. Answers the registration as it stands.
         */
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
        /** The customer's registered bank accounts, newest first */
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
        /**
         * Brazilian banks FacilitaPay pays to
         * @description Public. Sorted by code.
         */
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
        /**
         * The documents FacilitaPay registration requires
         * @description Public; names and descriptions in the LanguageCode header's language. With a token, Uploaded tells whether the customer has sent each one.
         */
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
        /**
         * The recommended markets
         * @description The six markets the exchange recommends, for the home page's recommended-markets section.
         */
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
        /**
         * Every spot market with its 24h figures
         * @description Every spot market with its price and 24h figures; feeds the home page's market trend and the /markets page. Optionally only the markets quoted in one coin.
         */
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
        /**
         * A ranking of the markets
         * @description The top ten markets of one ranking.
         */
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
        /**
         * Exchange-wide figures
         * @description The exchange's 24h volume, market and coin counts and customer count, for the home page's trading-volume section.
         */
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
        /**
         * The trading rules of one market
         * @description Price and amount precision, order minimums and fee rates of one market. An unknown market answers 10004.
         */
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
        /**
         * The tradable markets
         * @description The markets a customer may choose as the default variety (PersonalCenter SetDefaultVariety).
         */
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
        /**
         * Candles of one market
         * @description The candles of one market between two times, oldest first. Without EndTime the range ends now; without StartTime it starts Limit candles before the end. When the range holds more than Limit candles the latest Limit are answered. The last candle may still be forming. An unknown market answers 10004; a StartTime after EndTime answers 10001.
         */
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
        /**
         * The customer's favourite markets
         * @description The markets the customer marked as favourites, latest marked first, with their 24h figures.
         */
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
        /**
         * Marks or unmarks a favourite market
         * @description Adds the market to the customer's favourites, or removes it when it already is one. An unknown market answers 10004.
         */
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
        /**
         * The customer's plan (stop) orders
         * @description The customer's plan orders, newest first, optionally of one market or one status.
         */
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
        /**
         * Cancels a waiting plan order
         * @description Cancels one of the customer's waiting plan orders. An Id that is not a waiting plan order of the customer answers 10004.
         */
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
        /**
         * Cancels every waiting plan order
         * @description Cancels all of the customer's waiting plan orders, or only those of one market. Send an empty object to cancel them all.
         */
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
        /**
         * The customer's finished orders
         * @description Filled and cancelled orders, newest first, filtered by market, side, status and creation time.
         */
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
        /**
         * The customer's open orders
         * @description Open and partly filled limit orders, newest first, optionally of one market or one side.
         */
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
        /**
         * Cancels an open order
         * @description Cancels one of the customer's open orders: the unfilled part's frozen funds return to the available balance and the order moves to the history as cancelled. An OrderId that is not an open order of the customer answers 10004.
         */
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
        /**
         * Cancels every open order
         * @description Cancels all of the customer's open orders, or only those of one market, releasing their frozen funds. Send an empty object to cancel them all.
         */
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
        /**
         * The customer's deals
         * @description The fills of the customer's orders, newest first, filtered by market, side and time.
         */
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
        /**
         * Subscribe to an open token sale
         * @description Subscribes Quantity tokens of an open project at its price: the pay coin is debited from the spot account at once, and the tokens are credited to it at the project's DistributeTime. Refused when the project is not open, when the quantity has more decimals than the project allows, is below the personal minimum, would take the customer's total past the personal maximum or passes the remaining supply (sold out), or when the pay coin balance is short.
         */
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
        /**
         * Token sale projects, newest sale first
         * @description Public. Only the projects in one of Statuses when given; the intro is in languageCode (else the LanguageCode header).
         */
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
        /**
         * One project with its description and sale rules
         * @description Public. With a token, the answer also carries what the signed-in customer has subscribed and what has been distributed to them.
         */
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
        /** The customer's subscription records, newest first */
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
        /**
         * Beginner tasks and how far the customer is with each
         * @description Public. With a token, each task's status and progress come from the customer's account (identity verified, PIN set, Google Authenticator on, phone and email bound, spot assets, a first earn deposit); a visitor sees every task to do.
         */
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
        /**
         * Claim the reward of a done task
         * @description Credits the reward of a done beginner task or campaign to the spot account; the task becomes claimed. Refused for a task still to do, one already claimed, a campaign the customer has not joined, or a campaign reward past its ClaimDeadline.
         */
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
        /**
         * Time-limited campaigns, newest first
         * @description Public; with a token, each campaign shows whether the customer joined it and their progress. Filtered by Phase, or narrowed to one campaign by TaskId.
         */
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
        /**
         * Join a campaign
         * @description Joins an upcoming or ongoing campaign; progress counts from the later of joining and the campaign's start. Refused for an ended campaign or one already joined.
         */
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
        /**
         * Rewards the customer has claimed, newest first
         * @description Filtered by TaskKind, or narrowed to one task's rewards by TaskId.
         */
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
        /** Reward totals per coin and the bonuses not used yet */
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
        /** The customer's bonuses and their use, newest first */
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
        /**
         * What the customer should hear about their rewards
         * @description The rewards waiting to be claimed (done tasks, and campaigns before their ClaimDeadline) and the bonuses given that are still unused, rewards first. A notice keeps its NoticeId on every call, so the app can show each one once.
         */
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
        /**
         * Use a bonus
         * @description A trading-fee voucher is paid into the spot account as a fee rebate; a position bonus is paid into the futures account. Refused for a bonus already used or expired.
         */
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
        /** The bonus types, for the bonus list's filter */
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
        /** The bonus statuses, for the bonus list's filter */
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
        /**
         * The coins the quick exchange swaps
         * @description The coins that can be swapped, with the smallest and largest amount one swap may spend.
         */
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
        /**
         * Quotes a swap
         * @description The price, the amount received and the fee (0.2% of what is received) of swapping an amount of one coin for another. The quote holds for ExpireSeconds from the time it is answered; SendFlashOrder takes its Price. Prices move, so a quote asked again may differ. A pair that cannot be swapped, or an amount outside the coin's limits, answers 10001.
         */
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
        /**
         * The pairs the quick exchange swaps
         * @description Every direction a swap may take (FromCoin to ToCoin).
         */
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
        /**
         * Swaps at a quoted price
         * @description Places a swap at a quoted Price: FromAmount of FromCoin is held from the customer's spot balance and the order is pending until it settles, shortly after (follow it with CheckFlashOrderStatus). Settled with success, the held FromCoin is spent and the quoted amount of ToCoin credited; settled as failed, the held FromCoin is released and nothing is spent. Refusals: 10001 for a pair that cannot be swapped or an amount outside the limits, 30002 when the price has moved more than 1% from the quoted Price, 30003 when the quote of that Price has expired (ask for a new quote after either), 30001 when the FromCoin balance is insufficient.
         */
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
        /**
         * One flash order and its status
         * @description One of the customer's flash orders. An orderId that is not the customer's answers 10004.
         */
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
        /**
         * The customer's flash orders
         * @description The customer's flash orders, newest first, filtered by coin, status and time.
         */
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
        /**
         * Earn products
         * @description Public. Filtered by Type and CoinCode when given. With a token, each product also carries what the signed-in customer holds in it.
         */
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
        /**
         * Open the customer's earn account
         * @description Idempotent; a customer who already has an earn account gets the same account back.
         */
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
        /**
         * Deposit into a product
         * @description Debits the product's coin from the spot account and opens a holding. Needs the earn account; refused below the product's minimum, above its per-customer maximum, beyond its remaining quota, or when the spot balance is short.
         */
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
        /**
         * Withdraw from a holding to the spot account
         * @description A flexible holding may be withdrawn at any time, a fixed one once its term has ended, or before that when its product allows early redemption. The amount withdrawn plus its interest (the yield of each tier times whole days held over 365, fixed holdings counting at most their term; the amount is taken from the highest tiers first) is credited to the spot account at once, and the interest is recorded as an interest record too. An early redemption pays no interest: the interest the amount had earned is given up (InterestForfeited). Refused with 61005 for a fixed holding in its term whose product does not allow early redemption, 61006 above the holding's principal.
         */
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
        /** The customer's deposits, withdrawals and interest paid, newest first */
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
        /** The customer's holdings and their totals in USDT */
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
        /**
         * One product with its rules
         * @description Public; with a token, HeldAmount is what the signed-in customer holds in it.
         */
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
        /**
         * What the customer can deposit of a coin
         * @description The spot account's available balance of the coin.
         */
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
        /**
         * @description Identity verification state; none until CommitVerifyIdentity, pending while under review.
         * @enum {string}
         */
        KycStatus: "none" | "pending" | "rejected" | "passed";
        /** @description The signed-in customer, as the header, the account pages and the application check read it. Phone and Email are the customer's own, unmasked. Kept in a cookie and local storage. */
        UserInfo: {
            /** @description True once the sign-in is complete; the app treats the customer as signed in only then. */
            HasPassedLoginValidation: boolean;
            /** @description The customer's id. */
            UserId: number;
            /** @description The bound phone number, digits without the area code; null when none is bound. */
            Phone: string | null;
            /** @description The bound mail address; null when none is bound. */
            Email: string | null;
            /** @description Country calling code of Phone, digits only; null without a phone. */
            AreaCode: string | null;
            /** @description 1 for an individual, who applies for the level it names; any other type applies for level 2. */
            UserType: number;
            /** @description The verification level reached, such as Level 1. */
            LevelName: string;
            KycStatus: components["schemas"]["KycStatus"];
            /** @description Whether a security PIN is set. */
            HasPin: boolean;
            /** @description Whether the Google authenticator is on. */
            GoogleEnabled: boolean;
            /** @description The customer's own invite code, shared from the invite page. */
            InviteCode: string;
            /** @description Id of the fiat currency prices are shown in (SetDefaultVariety). */
            DefaultVarietyId: number;
            /** @description Code of that fiat currency, such as NGN. */
            CurrencyCode: string;
            /** @description Whether orders ask for a second confirmation. */
            OrderSecondConfirm: boolean;
            /** @description The customer's public unique code (SetUniqueCode); null until set. */
            UniqueCode: string | null;
        };
        /** @description An envelope whose code is not a success; Data is null. */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            Data: null;
        };
        /** @description A token pair; the token goes in the Token header, the refresh token to Customer/Refresh. */
        SessionTokens: {
            /** @description The session token, valid for 15 minutes. */
            Token: string;
            /** @description Trades for a new pair once, within 7 days. */
            RefreshToken: string;
        };
        /** @description Data of a call that answers nothing but success. */
        EmptyData: boolean | null;
        /** @description Country calling code, digits only (234 for Nigeria). */
        AreaCode: string;
        /**
         * @description What a verification code is for; a code is accepted only by the check of its purpose.
         * @enum {string}
         */
        CodePurpose: "register" | "login" | "findPwd" | "bindPhone" | "bindEmail" | "modifyPassword" | "setPin" | "securityItem" | "google" | "apiKey" | "withdraw" | "fiatWithdraw";
        /** @description A mail address, or the digits of a phone number (with AreaCode beside it). */
        Account: string;
        SendVerifyCodeRequest: {
            /**
             * @description The channel.
             * @enum {string}
             */
            Type: "sms" | "email";
            Purpose: components["schemas"]["CodePurpose"];
            /** @description The mail address (Type email) or phone digits (Type sms, with AreaCode). */
            Target?: string;
            AreaCode?: components["schemas"]["AreaCode"];
            Account?: components["schemas"]["Account"];
        } & ((unknown | unknown) & unknown);
        VerifyCodeSent: {
            /** @description How long the code stays valid. */
            ExpireSeconds: number;
            /** @description How long the form waits before it offers to send again. */
            ResendSeconds: number;
        };
        /** @description A six-digit code (sent by SMS or mail, or shown by the Google authenticator). */
        SixDigitCode: string;
        /** @description Scene login needs VerifyToken and Code. Scene securityItem needs Account and the code of each item the customer still has: PhoneCode and EmailCode (sent with purpose securityItem), GoogleCode. */
        SecurityVerifyRequest: {
            /**
             * @description Which check this is.
             * @enum {string}
             */
            Scene: "login" | "securityItem";
            /** @description Scene login: the VerifyToken of SignIn. */
            VerifyToken?: string;
            Code?: components["schemas"]["SixDigitCode"];
            Account?: components["schemas"]["Account"];
            AreaCode?: components["schemas"]["AreaCode"];
            PhoneCode?: components["schemas"]["SixDigitCode"];
            EmailCode?: components["schemas"]["SixDigitCode"];
            GoogleCode?: components["schemas"]["SixDigitCode"];
        } & (unknown & unknown);
        /**
         * @description The second sign-in step: a Google authenticator code, or a code sent by SMS or mail; null when none.
         * @enum {string|null}
         */
        VerifyType: "google" | "sms" | "email" | null;
        /** @description The outcome of a sign-in. Signed in: HasPassedLoginValidation true with the tokens and the user info. A second step needed: HasPassedLoginValidation false, VerifyType and VerifyToken set, the others null. */
        SignInResult: {
            /** @description True when the customer is signed in. */
            HasPassedLoginValidation: boolean;
            /** @description The session token; null while a second step is needed. */
            Token: string | null;
            /** @description The refresh token; null while a second step is needed. */
            RefreshToken: string | null;
            /** @description The signed-in customer; null while a second step is needed. */
            UserInfo: components["schemas"]["UserInfo"] | null;
            VerifyType: components["schemas"]["VerifyType"];
            /** @description Names the pending sign-in in SecurityVerify; valid for 5 minutes, null when signed in. */
            VerifyToken: string | null;
        };
        /**
         * @description A security item of the account.
         * @enum {string}
         */
        SecurityItem: "phone" | "email" | "google";
        /** @description Proof that the customer owns the listed items, for CommitUnavailableSecurityItem. */
        SecurityItemTicket: {
            /** @constant */
            Scene: "securityItem";
            /** @description The ticket. */
            VerifyToken: string;
            /** @description How long the ticket stays valid. */
            ExpireSeconds: number;
            /** @description The items whose codes were right. */
            ProvedItems: components["schemas"]["SecurityItem"][];
        };
        /** @description SignInResult for scene login, SecurityItemTicket for scene securityItem. */
        SecurityVerifyResult: components["schemas"]["SignInResult"] | components["schemas"]["SecurityItemTicket"];
        /** @description Phone number digits without the area code. */
        PhoneNumber: string;
        /**
         * Format: email
         * @description A mail address.
         */
        EmailAddress: string;
        /** @description A lost phone needs NewPhone, NewAreaCode and Code; a lost mail address NewEmail and Code; a lost Google authenticator nothing more. */
        CommitUnavailableSecurityItemRequest: {
            /** @description The ticket of SecurityVerify scene securityItem. */
            VerifyToken: string;
            LostItem: components["schemas"]["SecurityItem"];
            NewPhone?: components["schemas"]["PhoneNumber"];
            NewAreaCode?: components["schemas"]["AreaCode"];
            NewEmail?: components["schemas"]["EmailAddress"];
            Code?: components["schemas"]["SixDigitCode"];
        } & (unknown & unknown);
        SecurityItemCommitted: {
            /**
             * @description The replacement is in effect.
             * @enum {string}
             */
            Status: "done";
            LostItem: components["schemas"]["SecurityItem"];
        };
        CheckVerifyCodeInvalidRequest: {
            /**
             * @description The channel the code went by; when absent, a Target with @ is a mail address and any other a phone.
             * @enum {string}
             */
            Type?: "sms" | "email";
            /** @description The mail address or phone digits the code was sent to. */
            Target?: string;
            AreaCode?: components["schemas"]["AreaCode"];
            Account?: components["schemas"]["Account"];
            Purpose: components["schemas"]["CodePurpose"];
            Code: components["schemas"]["SixDigitCode"];
        } & (unknown | unknown);
        VerifyCodeCheck: {
            /** @description True when the code is the latest one sent for the purpose, unused and still valid. */
            Valid: boolean;
            /** @description True when the code is right but its time has passed. */
            Expired: boolean;
        };
        /**
         * @description ISO 8601 date and time as the backend writes it, 2026-11-19T06:30:00.000Z (the fraction and the zone may be left out); 0001-01-01T00:00:00 means no date.
         * @example 2026-11-19T06:30:00.000Z
         */
        DateTime: string;
        AccountRequest: {
            Account: components["schemas"]["Account"];
            AreaCode?: components["schemas"]["AreaCode"];
        };
        RemoteLogInCheck: {
            /** @description True when this sign-in counts as from a new place and needs a code. */
            IsRemote: boolean;
            VerifyType: components["schemas"]["VerifyType"];
        };
        SignInRequest: {
            Account: components["schemas"]["Account"];
            AreaCode?: components["schemas"]["AreaCode"];
            /** @description The account's password. */
            Password: string;
        };
        /** @description A new password; 8 to 32 characters with at least one letter and one digit. */
        Password: string;
        /** @description A customer's invite code. */
        InviteCode: string;
        RegisterUserRequest: {
            /**
             * @description Which item the account is made with.
             * @enum {string}
             */
            RegisterType: "phone" | "email";
            Phone?: components["schemas"]["PhoneNumber"];
            AreaCode?: components["schemas"]["AreaCode"];
            Email?: components["schemas"]["EmailAddress"];
            Password: components["schemas"]["Password"];
            Code: components["schemas"]["SixDigitCode"];
            InviteCode?: components["schemas"]["InviteCode"];
        } & (unknown & unknown);
        CustomerBindInfo: {
            /** @description The bound phone, masked (803****567); null when none. */
            Phone: string | null;
            /** @description The bound phone's area code; null when none. */
            AreaCode: string | null;
            /** @description The bound mail address, masked (de**@example.com); null when none. */
            Email: string | null;
            /** @description Whether the Google authenticator is on. */
            GoogleEnabled: boolean;
        };
        ForgetPassRequest: {
            Account: components["schemas"]["Account"];
            AreaCode?: components["schemas"]["AreaCode"];
            Code: components["schemas"]["SixDigitCode"];
            GoogleCode?: components["schemas"]["SixDigitCode"];
            NewPassword: components["schemas"]["Password"];
        };
        LoginQr: {
            /** @description Names the code in CheckQrStatus. */
            QrId: string;
            /** @description What the QR code encodes; the phone app reads the id from it. */
            QrContent: string;
            /** @description How long the code can be scanned. */
            ExpireSeconds: number;
        };
        CheckQrStatusRequest: {
            /** @description The id GetLoginQR gave. */
            QrId: string;
        };
        LoginQrStatus: {
            /**
             * @description waiting for a scan, scanned (waiting for the confirmation on the phone), confirmed, or expired.
             * @enum {string}
             */
            Status: "waiting" | "scanned" | "confirmed" | "expired";
            /** @description The completed sign-in, with Status confirmed; null otherwise. */
            SignIn: components["schemas"]["SignInResult"] | null;
        };
        /** @description True when the value is already taken. */
        Exists: boolean;
        ModifyPhoneRequest: {
            NewPhone: components["schemas"]["PhoneNumber"];
            NewAreaCode: components["schemas"]["AreaCode"];
            Code: components["schemas"]["SixDigitCode"];
        };
        ModifyEmailRequest: {
            NewEmail: components["schemas"]["EmailAddress"];
            Code: components["schemas"]["SixDigitCode"];
        };
        ModifyLoginPwdRequest: {
            /** @description The current password. */
            OldPassword: string;
            NewPassword: components["schemas"]["Password"];
            Code: components["schemas"]["SixDigitCode"];
        };
        /** @description A security PIN of six digits. */
        Pin: string;
        SetPinRequest: {
            Pin: components["schemas"]["Pin"];
            OldPin?: components["schemas"]["Pin"];
            Code: components["schemas"]["SixDigitCode"];
        };
        /** @default 1 */
        PageIndex: number;
        /** @default 20 */
        PageRows: number;
        /** @description Which page of a list. */
        PageRequest: {
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        PageMeta: {
            PageIndex: number;
            PageRows: number;
            TotalCount: number;
        };
        /** @description One completed sign-in. */
        LoginLogEntry: {
            Id: number;
            LoginTime: components["schemas"]["DateTime"];
            /** @description The address the sign-in came from. */
            Ip: string;
            /** @description The DeviceId header of the sign-in. */
            DeviceId: string;
            /** @description Where the customer signed in (Web for this site). */
            Client: string;
        };
        LoginLogPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["LoginLogEntry"][];
        };
        SetGoogleTfaRequest: {
            /** @description True to switch the authenticator on, false to switch it off. */
            Enable: boolean;
            GoogleCode: components["schemas"]["SixDigitCode"];
            Code: components["schemas"]["SixDigitCode"];
        };
        /**
         * @description The kind of identity document.
         * @enum {string}
         */
        IdType: "passport" | "idCard" | "driverLicense";
        CommitVerifyIdentityRequest: {
            /** @description ISO 3166-1 alpha-2 code of the issuing country, such as NG. */
            Country: string;
            FirstName: string;
            LastName: string;
            IdType: components["schemas"]["IdType"];
            /** @description The document's number. */
            IdNumber: string;
            /** @description FileUpload id of the document's front (Kind front). */
            FrontFileId: string;
            /** @description FileUpload id of the document's back (Kind back); not needed for a passport. */
            BackFileId?: string;
            /** @description FileUpload id of a selfie holding the document (Kind selfie). */
            SelfieFileId: string;
        };
        /** @description The identity verification of the customer. */
        CustomerCertified: {
            Status: components["schemas"]["KycStatus"];
            /** @description Why the verification was rejected; null unless rejected. */
            RejectReason: string | null;
            /** @description The issuing country submitted; null before a submission. */
            Country: string | null;
            FirstName: string | null;
            LastName: string | null;
            IdType: components["schemas"]["IdType"] | null;
            /** @description When the documents were submitted; null before a submission. */
            SubmitTime: components["schemas"]["DateTime"] | null;
            /** @description When the review ended; null until then. */
            ReviewTime: components["schemas"]["DateTime"] | null;
            /** @description The verification level reached. */
            LevelName: string;
        };
        FileUploadRequest: {
            /**
             * Format: binary
             * @description The image or PDF, at most 5 MB.
             */
            File: string;
            /**
             * @description Which picture of the verification this is, or evidence for an OTC appeal.
             * @enum {string}
             */
            Kind: "front" | "back" | "selfie" | "evidence";
        };
        UploadedFile: {
            /** @description Names the file in CommitVerifyIdentity. */
            FileId: string;
            /** @description Where the uploaded file can be viewed. */
            Url: string;
        };
        GoogleAuthenticator: {
            /** @description The base32 secret to type into the authenticator; null once it is on. */
            Secret: string | null;
            /** @description The otpauth://totp/ address the setup QR code encodes; null once it is on. */
            QrContent: string | null;
            /** @description Whether the authenticator is on. */
            Enabled: boolean;
        };
        GoogleCodeCheck: {
            /** @description True when the code is right; false also when no secret was made yet. */
            Valid: boolean;
        };
        CheckUserApplicationRequest: {
            /** @description The verification level the customer applies for. */
            LevelName: string;
        };
        /** @description The customer's verification application as the verification page reads it. */
        UserApplicationCheck: {
            /** @description The level the application is for. */
            LevelName: string;
            /** @description 1 for an individual; the app applies for level 2 for any other type. */
            UserType: number;
            /** @description True when the customer must verify again (a rejected verification). */
            IsReCert: boolean;
        };
        /** @description The customer's name for the key. */
        ApiKeyLabel: string;
        /**
         * @description What a key may do: read balances and orders, trade, withdraw.
         * @enum {string}
         */
        ApiPermission: "read" | "trade" | "withdraw";
        /** @description The key's permissions; read is always among them. */
        Permissions: components["schemas"]["ApiPermission"][];
        /** @description IPv4 addresses the key may be used from; empty for any address (the key then expires after 90 days). */
        IpWhitelist: string[];
        /** @description Pin or GoogleCode confirms the change; at least one is needed. */
        AddApiKeyRequest: {
            Label: components["schemas"]["ApiKeyLabel"];
            Permissions: components["schemas"]["Permissions"];
            IpWhitelist?: components["schemas"]["IpWhitelist"];
            Pin?: components["schemas"]["Pin"];
            GoogleCode?: components["schemas"]["SixDigitCode"];
        };
        /** @description An API key without its secret. */
        ApiKeyInfo: {
            ApiKeyId: number;
            Label: components["schemas"]["ApiKeyLabel"];
            /** @description The public key, sent in the X-API-KEY header of API calls. */
            ApiKey: string;
            Permissions: components["schemas"]["Permissions"];
            IpWhitelist: components["schemas"]["IpWhitelist"];
            /**
             * @description Whether the key still works.
             * @enum {string}
             */
            Status: "active" | "expired";
            CreateTime: components["schemas"]["DateTime"];
            /** @description When a key without a whitelist stops working; null for a whitelisted key. */
            ExpireTime: components["schemas"]["DateTime"] | null;
        };
        /** @description A new key, with the secret key shown this once. */
        ApiKeyCreated: components["schemas"]["ApiKeyInfo"] & {
            /** @description Signs API calls (HMAC-SHA256); not shown again. */
            SecretKey: string;
        };
        /** @description Fields left out keep their value; Pin or GoogleCode confirms the change. */
        ModifyApiKeyRequest: {
            ApiKeyId: number;
            Label?: components["schemas"]["ApiKeyLabel"];
            Permissions?: components["schemas"]["Permissions"];
            IpWhitelist?: components["schemas"]["IpWhitelist"];
            Pin?: components["schemas"]["Pin"];
            GoogleCode?: components["schemas"]["SixDigitCode"];
        };
        /** @description Pin or GoogleCode confirms the deletion. */
        DelApiKeyRequest: {
            ApiKeyId: number;
            Pin?: components["schemas"]["Pin"];
            GoogleCode?: components["schemas"]["SixDigitCode"];
        };
        ApiKeyPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["ApiKeyInfo"][];
        };
        ApiDocumentTitleListRequest: {
            languageCode?: components["schemas"]["LanguageType"];
        };
        ApiDocumentTitle: {
            Id: number;
            Title: string;
            /** @description Position in the menu, from 1. */
            Sort: number;
        };
        /** @description The documentation menu, sorted by Sort. */
        ApiDocumentTitleList: components["schemas"]["ApiDocumentTitle"][];
        ApiDocument: {
            Id: number;
            Title: string;
            /** @description The page body in HTML; the app sanitises it before showing it. */
            Content: string;
            LanguageCode: components["schemas"]["LanguageType"];
            UpdateTime: components["schemas"]["DateTime"];
        };
        /**
         * @description Kind of announcement: a new listing, maintenance, an activity or promotion, a security notice, anything else.
         * @enum {string}
         */
        AnnouncementType: "listing" | "maintenance" | "activity" | "security" | "general";
        /** @description An announcement of the exchange, as the header popover and the list show it. */
        Announcement: {
            /** @description Id of the announcement; the same story keeps its id in every language. */
            Id: number;
            Title: string;
            /** @description Highlighted as important. */
            IsHot: boolean;
            CreateTime: components["schemas"]["DateTime"];
            Type?: components["schemas"]["AnnouncementType"];
        };
        /** @description One page of announcements. */
        AnnouncementPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["Announcement"][];
        };
        /** @description The announcement before or after another one in the list (newest first), for the detail page's links. */
        AnnouncementNeighbour: {
            Id: number;
            Title: string;
        };
        /** @description An announcement with its body. */
        AnnouncementDetail: components["schemas"]["Announcement"] & {
            /** @description Body as HTML (p, h2, ul/li, a, strong, img, table); sanitise before rendering. */
            Content: string;
            /** @description The next newer announcement; null for the newest. */
            Previous?: components["schemas"]["AnnouncementNeighbour"] | null;
            /** @description The next older announcement; null for the oldest. */
            Next?: components["schemas"]["AnnouncementNeighbour"] | null;
        };
        /**
         * @description A decimal number sent as a string, so that no precision is lost.
         * @example 1234.5678
         */
        Decimal: string;
        /** @description What a coin is, for readers of the help centre. */
        CoinIntroduction: {
            CoinId: number;
            Code: string;
            Name: string;
            /** @description Icon of the coin (the sandbox answers inline SVG data URIs). */
            IconUrl: string;
            /** @description Introduction as HTML (p, ul/li, strong); sanitise before rendering. */
            Intro: string;
            /** @description The project's website. */
            Website: string;
            /** @description The project's white paper; null when it published none. */
            Whitepaper: string | null;
            /**
             * Format: date
             * @description When the coin was first issued.
             */
            IssueDate: string;
            /** @description Total supply (for uncapped coins, the supply today). */
            TotalSupply: components["schemas"]["Decimal"];
        };
        /**
         * @description Kind of legal document: terms of use, privacy policy, risk disclosure, anti-money-laundering policy, fee schedule.
         * @enum {string}
         */
        ProtocolType: "terms" | "privacy" | "risk" | "aml" | "fees";
        /** @description A link to a legal document. */
        ProtocolLink: {
            Type: components["schemas"]["ProtocolType"];
            Title: string;
            /** @description In-app path of the document's page. */
            Url: string;
        };
        /** @description A social or community link. */
        ShareLink: {
            /** @description Name of the network, for the link's accessible label. */
            Name?: string;
            /** @description Logo of the network (the sandbox answers inline SVG data URIs). */
            Logo: string;
            Url: string;
        };
        /** @description The footer's contact lines, copyright and social links. */
        ContactInfo: {
            /** @description Contact line for business partners. */
            Cooperation: string;
            /** @description Contact line for customer support. */
            CustomerService: string;
            /** @description The copyright line. */
            CopyRight: string;
            /** @description Social and community links. */
            Data: components["schemas"]["ShareLink"][];
        };
        FooterLink: {
            Title: string;
            /** @description An in-app path or an address on another site. */
            Url: string;
        };
        /** @description A titled column of footer links. */
        FooterLinkGroup: {
            Title: string;
            Links: components["schemas"]["FooterLink"][];
        };
        /** @description A partner site. */
        FriendLink: {
            Title: string;
            Url: string;
        };
        /**
         * @description A kind of identity document.
         * @enum {string}
         */
        "schemas-IdType": "passport" | "id_card" | "driving_licence" | "residence_permit";
        /** @description A country, and whether identity verification serves it. */
        KycCountry: {
            /** @description ISO 3166-1 alpha-2 code. */
            Code: string;
            Name: string;
            /** @description Phone area code without the plus sign. */
            AreaCode: string;
            /** @description Whether residents can pass identity verification. */
            KycSupported: boolean;
            /** @description Documents accepted; empty when verification is not supported. */
            IdTypes: components["schemas"]["schemas-IdType"][];
        };
        /** @description A site of the exchange (the backend serves several white-label sites). */
        WebSite: {
            Id: number;
            Name: string;
            /** @description Host name of the site. */
            Domain: string;
            /** @description Logo of the site (the sandbox answers an inline SVG data URI). */
            LogoUrl: string;
            DefaultLanguage: components["schemas"]["LanguageType"];
            /** @description Code of the fiat currency prices are shown in by default. */
            DefaultCurrency: string;
            /** Format: email */
            SupportEmail: string;
            /** @description One or two plain-text sentences on the site, in the LanguageCode header's language: the pages' default description and social-preview text. Left out, the front end uses its own. */
            Description?: string;
            /** @description The about page's text as HTML (p, h2, ul/li, strong), in the LanguageCode header's language; sanitise before rendering. Left out, the front end uses its own. */
            About?: string;
            /** @description Picture shown when a page of the site is shared (1200x630, an absolute https URL). Left out, the front end uses the brand logo. */
            ShareImageUrl?: string;
        };
        /** @description The latest app of one store. */
        AppDownloadEntry: {
            Id: number;
            /**
             * @description Which store or channel.
             * @enum {string}
             */
            app_market: "android" | "ios" | "beta";
            /** @description Download address, shown as a QR code. */
            QrContent: string;
            Version?: string;
            UpdateTime?: components["schemas"]["DateTime"];
        };
        /** @description A legal document in one language. */
        ProtocolDocument: {
            Id: number;
            Type: components["schemas"]["ProtocolType"];
            Title: string;
            /** @description Body as HTML (p, h2, ul/li, a, strong); sanitise before rendering. */
            Content: string;
            /** @description When this version took effect. */
            UpdateTime: components["schemas"]["DateTime"];
        };
        /**
         * @description The page a banner shows on.
         * @enum {string}
         */
        BannerType: "home" | "fiat";
        /** @description A banner of a page's carousel. */
        Banner: {
            Id: number;
            Title: string;
            SubTitle: string;
            /** @description 1200x400 picture (the sandbox answers inline SVG data URIs). */
            ImageUrl: string;
            /** @description In-app path the banner leads to. */
            LinkUrl: string;
            /** @description Display order, lowest first. */
            Sort: number;
        };
        /** @description A fiat currency prices can be shown in. */
        FiatCurrency: {
            Id: number;
            /** @description ISO 4217 code; kept in the currency cookie. */
            Code: string;
            Symbol?: string;
            /** @description Units of this currency for one USDT. */
            Rate?: components["schemas"]["Decimal"];
        };
        /** @description The price of one coin in one fiat currency. */
        PairRate: {
            CoinCode: string;
            FiatCode: string;
            /** @description Units of the fiat currency for one coin. */
            Price: components["schemas"]["Decimal"];
        };
        /** @description A coin listed on the exchange. */
        Coin: {
            CoinId: number;
            Code: string;
            Name: string;
            /** @description Decimal places amounts of this coin are shown with. */
            Precision: number;
            /** @description Icon of the coin (the sandbox answers inline SVG data URIs). */
            IconUrl: string;
            /** @description Last price in USDT. */
            PriceUsdt: components["schemas"]["Decimal"];
            /** @description Price change over 24 hours, in percent (-1.12 is a 1.12% fall). */
            Change24h: components["schemas"]["Decimal"];
        };
        /** @description A coin, with whether it can be deposited and withdrawn (on its default network). */
        CoinTransferSetting: components["schemas"]["Coin"] & {
            DepositEnabled: boolean;
            WithdrawEnabled: boolean;
            /** @description Smallest withdrawal on the default network, in the coin. */
            MinWithdraw: components["schemas"]["Decimal"];
            /** @description Fee of a withdrawal on the default network, in the coin. */
            WithdrawFee: components["schemas"]["Decimal"];
        };
        /** @description A network a coin moves on. */
        CoinChain: {
            /** @description Name of the network, e.g. TRC20. */
            ChainName: string;
            /** @description Blocks a deposit waits for before it is credited. */
            Confirmations: number;
            /** @description Fee of a withdrawal, in the coin. */
            WithdrawFee: components["schemas"]["Decimal"];
            /** @description Smallest withdrawal, in the coin. */
            MinWithdraw: components["schemas"]["Decimal"];
            /** @description Whether a deposit needs a memo or tag besides the address. */
            MemoRequired: boolean;
        };
        /** @description An identity-verification level. */
        KycLevelSetting: {
            /** @description 0 is an unverified account. */
            Level: number;
            Name: string;
            /** @description What a customer provides to reach the level. */
            Requirements: string;
            /** @description Most a customer may withdraw per day, in LimitCoinCode. */
            DailyWithdrawLimit: components["schemas"]["Decimal"];
            /** @description The coin the limit is counted in (USDT). */
            LimitCoinCode: string;
        };
        /**
         * @description Kind of article: industry news, news of the exchange itself, market analysis.
         * @enum {string}
         */
        NewsType: "industry" | "platform" | "analysis";
        /** @description An article as lists and the carousel show it. */
        NewsSummary: {
            /** @description Id of the article; the same article keeps its id in every language. */
            Id: number;
            Title: string;
            /** @description One or two plain-text sentences. */
            Summary: string;
            /** @description Cover picture, 600x320 (the sandbox answers inline SVG data URIs). */
            CoverUrl: string;
            /** @description ResourceId of the full-size cover for GetNewsResource. */
            CoverResourceId: string;
            CreateTime: components["schemas"]["DateTime"];
            Type: components["schemas"]["NewsType"];
            /** @description How many times the article was opened. */
            ReadCount: number;
        };
        /** @description One page of article summaries. */
        NewsPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["NewsSummary"][];
        };
        /** @description A picture attached to an article. */
        NewsAttachment: {
            /** @description ResourceId of the picture for GetNewsResource. */
            ResourceId: string;
            /** @description What the picture shows, in the article's language. */
            Title: string;
        };
        /** @description An article with its body. */
        NewsArticle: components["schemas"]["NewsSummary"] & {
            /** @description Body as HTML (p, h2, ul/li, a, strong, img, table); sanitise before rendering. */
            Content: string;
            /** @description Pictures that go with the article (charts, documents as images), each fetched with GetNewsResource. */
            Attachments?: components["schemas"]["NewsAttachment"][];
        };
        /** @description A category of the help centre. */
        HelpCategory: {
            Id: number;
            Name: string;
            /** @description Icon of the category (the sandbox answers inline SVG data URIs). */
            Icon: string;
            /** @description Articles in the category. */
            ArticleCount: number;
        };
        /** @description A help article as lists show it. */
        HelpArticleSummary: {
            /** @description Id of the article; the same article keeps its id in every language. */
            Id: number;
            CategoryId: number;
            CategoryName: string;
            Title: string;
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of help article summaries. */
        HelpArticlePage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["HelpArticleSummary"][];
        };
        /** @description A help article with its body. */
        HelpArticle: components["schemas"]["HelpArticleSummary"] & {
            /** @description Body as HTML (p, h2, ul/li, a, strong); untrusted, sanitise before rendering. */
            Content: string;
        };
        /** @description One caption track of a tutorial video. */
        VideoCaptions: {
            Language: components["schemas"]["LanguageType"];
            /** @description Name of the track's language, in that language. */
            Label: string;
            /** @description The WebVTT file. */
            Url: string;
        };
        /** @description A tutorial video of the academy. */
        TutorialVideo: {
            Id: number;
            Title: string;
            /** @description Page of the video; open it as a plain link. */
            Url: string;
            /** @description Cover picture, 480x270 (the sandbox answers inline SVG data URIs). */
            CoverUrl: string;
            /** @description Length in seconds. */
            Duration: number;
            /** @description The video file itself (WebM or MP4) for the browser's own player: an absolute URL (the sandbox answers paths on its own origin). */
            VideoUrl?: string;
            /** @description Caption tracks (WebVTT) in the languages the video has them in. */
            Captions?: components["schemas"]["VideoCaptions"][];
        };
        /** @description A help article that matches a search, with the text around the match. */
        HelpSearchHit: components["schemas"]["HelpArticleSummary"] & {
            /** @description Plain text around the first match in the body (or the body's start when only the title matched). */
            Snippet: string;
        };
        /** @description One page of search hits. */
        HelpSearchPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["HelpSearchHit"][];
        };
        /** @description A listed coin that matches a search. */
        DigitalAssetHit: {
            CoinId: number;
            Code: string;
            Name: string;
            /** @description Icon of the coin (the sandbox answers inline SVG data URIs). */
            IconUrl: string;
            /** @description One plain-text sentence on what the coin is. */
            Summary: string;
        };
        /**
         * @description A display fiat currency (the currency list of the header).
         * @enum {string}
         */
        FiatCode: "NGN" | "USD" | "EUR" | "GBP" | "BRL" | "CNY" | "KES" | "GHS";
        AssetsQuery: {
            /** @description Currency of ValueFiat and TotalFiat; the customer's display currency when left out. */
            FiatCode?: components["schemas"]["FiatCode"];
        };
        /** @description The customer's spot balance of one coin. */
        CoinAsset: {
            CoinId: number;
            /** @description Ticker, e.g. BTC. */
            Code: string;
            /** @description Full coin name, e.g. Bitcoin. */
            Name: string;
            /** @description Decimal places the coin's amounts use. */
            Precision: number;
            /** @description Spendable now. */
            Available: components["schemas"]["Decimal"];
            /** @description Held by open orders and pending withdrawals. */
            Frozen: components["schemas"]["Decimal"];
            /** @description Available plus Frozen. */
            Total: components["schemas"]["Decimal"];
            /** @description Total valued in USDT at the last price. */
            ValueUsdt: components["schemas"]["Decimal"];
            /** @description Total valued in FiatCode. */
            ValueFiat: components["schemas"]["Decimal"];
        };
        /** @description The customer's spot balances and their totals. */
        CustomerAssets: {
            FiatCode: components["schemas"]["FiatCode"];
            /** @description Every coin's ValueUsdt added up. */
            TotalUsdt: components["schemas"]["Decimal"];
            /** @description Every coin's ValueFiat added up. */
            TotalFiat: components["schemas"]["Decimal"];
            Items: components["schemas"]["CoinAsset"][];
        };
        /** @description A decimal amount above zero, sent as a string. */
        PositiveAmount: string;
        WithdrawalRequest: {
            CoinId: number;
            /** @description One of the coin's chains. */
            Chain: string;
            /** @description Destination address on the chain. */
            Address: string;
            /** @description What the address receives; the fee comes on top. */
            Amount: components["schemas"]["PositiveAmount"];
            /** @description Memo or destination tag the receiving exchange asked for. */
            Memo?: string;
        };
        /**
         * @description A security item a confirmation needs: an email code, a Google authenticator code, the security PIN.
         * @enum {string}
         */
        VerifyItem: "email" | "google" | "pin";
        /** @description A withdrawal waiting for confirmation; Amount plus Fee is frozen. */
        WithdrawalApplication: {
            /** @description Id of the withdrawal for ConfirmTransactionOut and CancelApplyTransactionOut. */
            Rid: string;
            Amount: components["schemas"]["Decimal"];
            Fee: components["schemas"]["Decimal"];
            /** @description What arrives at the address. */
            ReceiveAmount: components["schemas"]["Decimal"];
            /** @description The items ConfirmTransactionOut must carry. */
            NeedVerify: components["schemas"]["VerifyItem"][];
        };
        UserAssetsQuery: {
            /** @description Currency of ValueFiat and TotalFiat; the customer's display currency when left out. */
            FiatCode?: components["schemas"]["FiatCode"];
            /** @description Only this coin. */
            CoinId?: number;
            /** @description Leave out the coins worth less than 1 USDT. */
            HideSmall?: boolean;
        };
        WithdrawalConfirmation: {
            /** @description Code mailed for purpose withdraw. */
            EmailCode: string;
            /** @description Google authenticator code; required when it is on. */
            GoogleCode?: string;
            /** @description The security PIN. */
            Pin: string;
        };
        /**
         * @description applied (waiting for confirmation), confirmed (by the customer, waiting to be broadcast), processing (broadcast, being mined), completed, cancelled (by the customer), failed (refused by the exchange or the chain, with a FailReason; refunded).
         * @enum {string}
         */
        WithdrawalStatus: "applied" | "confirmed" | "processing" | "completed" | "cancelled" | "failed";
        /** @description An on-chain withdrawal. */
        Withdrawal: {
            Rid: string;
            CoinId: number;
            Code: string;
            Chain: string;
            Address: string;
            Memo: string | null;
            Amount: components["schemas"]["Decimal"];
            Fee: components["schemas"]["Decimal"];
            ReceiveAmount: components["schemas"]["Decimal"];
            Status: components["schemas"]["WithdrawalStatus"];
            /** @description Why a failed withdrawal was refused, in the LanguageCode language; null otherwise. */
            FailReason: string | null;
            /** @description Transaction hash once broadcast. */
            TxId: string | null;
            CreateTime: components["schemas"]["DateTime"];
            /** @description When it completed, failed or was cancelled; null before. */
            CompleteTime: components["schemas"]["DateTime"] | null;
        };
        CurrencyAssetsQuery: {
            /** @description Only this currency's row. */
            FiatCode?: components["schemas"]["FiatCode"];
        };
        /** @description The customer's total spot assets in one fiat currency. */
        FiatValuation: {
            FiatId: number;
            FiatCode: components["schemas"]["FiatCode"];
            /** @description Currency sign, e.g. ₦. */
            Symbol: string;
            /** @description Units of the currency for one USDT. */
            RateToUsdt: components["schemas"]["Decimal"];
            TotalFiat: components["schemas"]["Decimal"];
        };
        CurrencyAssets: {
            TotalUsdt: components["schemas"]["Decimal"];
            Items: components["schemas"]["FiatValuation"][];
        };
        CoinListQuery: {
            /** @description Part of the coin's code or name, any case. */
            Keyword?: string;
        };
        /** @description How a coin moves on one chain. */
        ChainSetting: {
            /** @description Network name: BTC, ERC20, TRC20, BEP20, SOL, ... */
            Chain: string;
            CanDeposit: boolean;
            CanWithdraw: boolean;
            /** @description Smaller deposits are not credited. */
            MinDeposit: components["schemas"]["Decimal"];
            MinWithdraw: components["schemas"]["Decimal"];
            /** @description Largest single withdrawal on this chain. */
            MaxWithdraw: components["schemas"]["Decimal"];
            /** @description Charged on top of the withdrawn amount, in the coin. */
            WithdrawFee: components["schemas"]["Decimal"];
            /** @description Block confirmations before a deposit is credited. */
            Confirmations: number;
            /** @description Deposits need the memo (destination tag) as well as the address. */
            NeedMemo: boolean;
            /** @description Regular expression a withdrawal address on this chain matches. */
            AddressPattern: string;
            /** @description Address of a transaction on the network's block explorer, {txId} standing for its hash; null when the network has none. */
            ExplorerTxUrl: string | null;
        };
        /** @description A coin the customer can hold, with its chains. */
        AssetCoin: {
            CoinId: number;
            Code: string;
            Name: string;
            /** @description Decimal places the coin's amounts use. */
            Precision: number;
            /** @description At least one chain takes deposits. */
            CanDeposit: boolean;
            /** @description At least one chain allows withdrawals. */
            CanWithdraw: boolean;
            Chains: components["schemas"]["ChainSetting"][];
            /** @description The most the customer may withdraw of this coin per day (their verification level's limit), in the coin. */
            DailyWithdrawLimit: components["schemas"]["Decimal"];
            /** @description What is left of that limit today */
            DailyWithdrawRemaining: components["schemas"]["Decimal"];
            /** @description Fiat currencies this coin can be sold for and paid out in to a bank account (digital fiat, CreateWithdrawOrder); empty for most coins. */
            FiatPayOut: components["schemas"]["FiatCode"][];
        };
        /**
         * @description An account of the customer: spot (trading and wallet) or contract (futures margin).
         * @enum {string}
         */
        "schemas-Account": "spot" | "contract";
        TransferQuantityQuery: {
            CoinId: number;
            From: components["schemas"]["schemas-Account"];
        };
        TransferQuantity: {
            CoinId: number;
            Code: string;
            From: components["schemas"]["schemas-Account"];
            /** @description What can move out of the From account now. */
            Quantity: components["schemas"]["Decimal"];
            SpotAvailable: components["schemas"]["Decimal"];
            ContractAvailable: components["schemas"]["Decimal"];
        };
        TransferRequest: {
            CoinId: number;
            Amount: components["schemas"]["PositiveAmount"];
            From: components["schemas"]["schemas-Account"];
            To: components["schemas"]["schemas-Account"];
        };
        /** @description A move of a coin between the customer's accounts; it completes at once. */
        Transfer: {
            Id: number;
            CoinId: number;
            Code: string;
            Amount: components["schemas"]["Decimal"];
            From: components["schemas"]["schemas-Account"];
            To: components["schemas"]["schemas-Account"];
            /** @enum {string} */
            Status: "completed";
            CreateTime: components["schemas"]["DateTime"];
        };
        /**
         * @description A bound of a list filter: YYYY-MM-DD HH:mm:ss in the customer's time zone, as the asset records' filters send it, or an ISO 8601 date and time.
         * @example 2026-11-19 00:00:00
         */
        FilterTime: string;
        TransferListQuery: {
            /** @description Page number from 1; 1 when left out. */
            PageIndex?: number;
            /** @description Rows per page; 20 when left out. */
            PageRows?: number;
            CoinId?: number;
            From?: components["schemas"]["schemas-Account"];
            /** @description Created at or after. */
            StartTime?: components["schemas"]["FilterTime"];
            /** @description Created at or before. */
            EndTime?: components["schemas"]["FilterTime"];
        };
        TransferPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["Transfer"][];
        };
        /** @description Where the customer sends a coin to deposit it. */
        DepositAddress: {
            CoinId: number;
            Code: string;
            Chain: string;
            Address: string;
            /** @description The customer's memo or destination tag on chains that need one. */
            Memo: string | null;
            /** @description Text for the deposit QR code. */
            QrContent: string;
            MinDeposit: components["schemas"]["Decimal"];
            /** @description Block confirmations before the deposit is credited. */
            Confirmations: number;
        };
        /**
         * @description confirming (seen on chain, waiting for confirmations) or completed (credited).
         * @enum {string}
         */
        DepositStatus: "confirming" | "completed";
        DepositListQuery: {
            /** @description Page number from 1; 1 when left out. */
            PageIndex?: number;
            /** @description Rows per page; 20 when left out. */
            PageRows?: number;
            CoinId?: number;
            Status?: components["schemas"]["DepositStatus"];
            /** @description Created at or after. */
            StartTime?: components["schemas"]["FilterTime"];
            /** @description Created at or before. */
            EndTime?: components["schemas"]["FilterTime"];
        };
        /** @description An on-chain deposit. */
        Deposit: {
            Id: number;
            CoinId: number;
            Code: string;
            Chain: string;
            /** @description The customer's deposit address it arrived at. */
            Address: string;
            Memo: string | null;
            Amount: components["schemas"]["Decimal"];
            /** @description Transaction hash. */
            TxId: string;
            Confirmations: number;
            RequiredConfirmations: number;
            Status: components["schemas"]["DepositStatus"];
            /** @description When it was seen on chain. */
            CreateTime: components["schemas"]["DateTime"];
            /** @description When it was credited; null while confirming. */
            CompleteTime: components["schemas"]["DateTime"] | null;
        };
        DepositPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["Deposit"][];
        };
        WithdrawalListQuery: {
            /** @description Page number from 1; 1 when left out. */
            PageIndex?: number;
            /** @description Rows per page; 20 when left out. */
            PageRows?: number;
            CoinId?: number;
            Status?: components["schemas"]["WithdrawalStatus"];
            /** @description Created at or after. */
            StartTime?: components["schemas"]["FilterTime"];
            /** @description Created at or before. */
            EndTime?: components["schemas"]["FilterTime"];
        };
        WithdrawalPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["Withdrawal"][];
        };
        AssetsRecordQuery: {
            /** @description Id of the movement. */
            Id: number;
        };
        /**
         * @description Kind of movement: deposit and withdraw on chain, transfer between accounts, trade (spot fills), flashExchange, fiat (digital-fiat pay-ins and pay-outs), reward (missions and promotions).
         * @enum {string}
         */
        RecordType: "deposit" | "withdraw" | "transfer" | "trade" | "flashExchange" | "fiat" | "reward";
        /**
         * @description pending (waiting for the customer or the payment), processing (under way), completed, cancelled, failed.
         * @enum {string}
         */
        RecordStatus: "pending" | "processing" | "completed" | "cancelled" | "failed";
        /** @description One movement of the customer's spot assets. */
        AssetsRecord: {
            Id: number;
            CoinId: number;
            Code: string;
            RecordType: components["schemas"]["RecordType"];
            /** @description RecordType in the LanguageCode language. */
            RecordTypeName: string;
            /** @description Signed change of the spot balance; negative when the coin leaves. */
            Amount: components["schemas"]["Decimal"];
            /** @description Fee charged in the coin, 0 when none. */
            Fee: components["schemas"]["Decimal"];
            Status: components["schemas"]["RecordStatus"];
            /** @description Status in the LanguageCode language. */
            StatusName: string;
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One movement with its on-chain details (null for movements that are not on chain). */
        AssetsRecordDetail: components["schemas"]["AssetsRecord"] & {
            Chain: string | null;
            /** @description Transaction hash. */
            TxId: string | null;
            /** @description Deposit: the customer's address; withdrawal: the destination. */
            Address: string | null;
            Memo: string | null;
            Confirmations: number | null;
            RequiredConfirmations: number | null;
            /** @description When it completed; null before. */
            CompleteTime: components["schemas"]["DateTime"] | null;
        };
        AssetsRecordListQuery: {
            /** @description Page number from 1; 1 when left out. */
            PageIndex?: number;
            /** @description Rows per page; 20 when left out. */
            PageRows?: number;
            CoinId?: number;
            RecordType?: components["schemas"]["RecordType"];
            Status?: components["schemas"]["RecordStatus"];
            /** @description Created at or after. */
            StartTime?: components["schemas"]["FilterTime"];
            /** @description Created at or before. */
            EndTime?: components["schemas"]["FilterTime"];
        };
        AssetsRecordPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["AssetsRecord"][];
        };
        RecordStatusOption: {
            Value: components["schemas"]["RecordStatus"];
            /** @description Label in the LanguageCode language. */
            Name: string;
        };
        RecordTypeOption: {
            Value: components["schemas"]["RecordType"];
            /** @description Label in the LanguageCode language. */
            Name: string;
        };
        UserAddressRequest: {
            CoinId: number;
            Chain: string;
            Address: string;
            /** @description The customer's name for the address. */
            Label: string;
            Memo?: string;
            /** @description The security PIN; this or GoogleCode confirms the address. */
            Pin?: string;
            /** @description Google authenticator code; this or Pin confirms the address. */
            GoogleCode?: string;
        };
        /** @description A saved withdrawal address. */
        UserAddress: {
            Id: number;
            CoinId: number;
            Code: string;
            Chain: string;
            Address: string;
            Label: string;
            Memo: string | null;
            CreateTime: components["schemas"]["DateTime"];
        };
        /**
         * @description in for a pay-in (the customer pays fiat and gets the coin), out for a pay-out.
         * @enum {string}
         */
        Direction: "in" | "out";
        /**
         * @description How the money moves.
         * @enum {string}
         */
        Channel: "bank" | "mobileMoney" | "card";
        /** @description A way to pay in or to be paid out in one fiat currency. */
        PaymentType: {
            PayTypeId: number;
            /** @description Name in the LanguageCode language. */
            Name: string;
            Channel: components["schemas"]["Channel"];
            FiatCode: components["schemas"]["FiatCode"];
            Direction: components["schemas"]["Direction"];
            /** @description Smallest fiat amount per order. */
            MinAmount: components["schemas"]["Decimal"];
            /** @description Largest fiat amount per order. */
            MaxAmount: components["schemas"]["Decimal"];
            /** @description Share of the fiat amount charged, e.g. 0.005 for 0.5%. */
            FeeRate: components["schemas"]["Decimal"];
        };
        /**
         * @description pending (waiting for the payment), paid (the coin is credited), failed (the provider refused the payment, with a FailReason) or expired (not paid before ExpireTime).
         * @enum {string}
         */
        PayInStatus: "pending" | "paid" | "failed" | "expired";
        PaymentDetail: {
            /** @description What it is: BankName, AccountNumber, AccountName, Reference, MerchantCode. */
            Name: string;
            /** @description Label in the LanguageCode language. */
            Label: string;
            Value: string;
        };
        /** @description An order buying a coin with fiat through a payment type. */
        PayInOrder: {
            OrderId: string;
            FiatCode: components["schemas"]["FiatCode"];
            CoinId: number;
            Code: string;
            FiatAmount: components["schemas"]["Decimal"];
            PayTypeId: number;
            /** @description Name in the LanguageCode language. */
            PayTypeName: string;
            /** @description Units of FiatCode per coin. */
            Rate: components["schemas"]["Decimal"];
            /** @description In FiatCode. */
            Fee: components["schemas"]["Decimal"];
            ReceiveAmount: components["schemas"]["Decimal"];
            Status: components["schemas"]["PayInStatus"];
            /** @description Why the payment failed, in the LanguageCode language; null otherwise. */
            FailReason: string | null;
            /** @description In-app path of the payment page, /fiat/payment?orderId=... */
            PayUrl: string;
            /** @description What the customer needs to pay: the account to transfer to and the reference (bank), the merchant code (mobile money); empty when the payment page takes the payment (card). */
            PaymentDetails: components["schemas"]["PaymentDetail"][];
            /** @description Pay before this time. */
            ExpireTime: components["schemas"]["DateTime"];
            CreateTime: components["schemas"]["DateTime"];
            /** @description When the payment arrived; null while pending. */
            PaidTime: components["schemas"]["DateTime"] | null;
        };
        DropdownOption: {
            /** @description What the form sends: a bank code or an operator code. */
            Value: string;
            Name: string;
        };
        /** @description One field of a pay-out form. */
        PayOutField: {
            /** @description Field name the form sends. */
            Name: string;
            /** @description Label in the LanguageCode language. */
            Label: string;
            /** @enum {string} */
            Type: "text" | "select" | "number";
            Required: boolean;
            /** @description Regular expression the value must match. */
            Pattern: string | null;
            /** @description The choices of a select field; empty for the others. */
            Options: components["schemas"]["DropdownOption"][];
        };
        /** @description A bank account a coin was sold to before. */
        WithdrawalRecipient: {
            BankAccountId: number;
            BankCode: string;
            BankName: string;
            AccountNumber: string;
            AccountName: string;
            FiatCode: components["schemas"]["FiatCode"];
            /** @description Payment type of the latest pay-out to it. */
            PayTypeId: number;
            LastUsedTime: components["schemas"]["DateTime"];
        };
        /** @description A bank account of the customer that pay-outs go to. */
        BankAccount: {
            Id: number;
            BankCode: string;
            BankName: string;
            AccountNumber: string;
            AccountName: string;
            FiatCode: components["schemas"]["FiatCode"];
            CreateTime: components["schemas"]["DateTime"];
        };
        RechargeRequest: {
            FiatCode: components["schemas"]["FiatCode"];
            /** @description The coin bought; USDT. */
            CoinId: number;
            /** @description What the customer pays, in FiatCode. */
            FiatAmount: components["schemas"]["PositiveAmount"];
            /** @description A pay-in payment type of FiatCode. */
            PayTypeId: number;
        };
        RechargeQuote: {
            FiatCode: components["schemas"]["FiatCode"];
            CoinId: number;
            Code: string;
            FiatAmount: components["schemas"]["Decimal"];
            PayTypeId: number;
            /** @description Units of FiatCode per coin. */
            Rate: components["schemas"]["Decimal"];
            /** @description In FiatCode. */
            Fee: components["schemas"]["Decimal"];
            /** @description Coin credited once paid. */
            ReceiveAmount: components["schemas"]["Decimal"];
            /** @description The rate holds until this time; quote again after it. */
            ExpireTime: components["schemas"]["DateTime"];
        };
        PayOutRequest: {
            /** @description The coin sold; USDT. */
            CoinId: number;
            /** @description Coin amount sold. */
            Amount: components["schemas"]["PositiveAmount"];
            FiatCode: components["schemas"]["FiatCode"];
            /** @description A bank pay-out payment type of FiatCode. */
            PayTypeId: number;
            BankAccountId: number;
            /** @description Code mailed for purpose fiatWithdraw. */
            EmailCode: string;
            /** @description The security PIN. */
            Pin: string;
        };
        /**
         * @description processing (the bank transfer is under way) or completed.
         * @enum {string}
         */
        PayOutStatus: "processing" | "completed";
        /** @description An order selling a coin for fiat paid to a bank account. */
        PayOutOrder: {
            OrderId: string;
            CoinId: number;
            Code: string;
            /** @description Coin debited. */
            Amount: components["schemas"]["Decimal"];
            FiatCode: components["schemas"]["FiatCode"];
            /** @description Units of FiatCode per coin. */
            Rate: components["schemas"]["Decimal"];
            /** @description Amount times Rate. */
            FiatAmount: components["schemas"]["Decimal"];
            /** @description In FiatCode. */
            Fee: components["schemas"]["Decimal"];
            /** @description What reaches the bank account. */
            ReceiveFiatAmount: components["schemas"]["Decimal"];
            PayTypeId: number;
            /** @description Name in the LanguageCode language. */
            PayTypeName: string;
            BankAccountId: number;
            BankName: string;
            AccountNumber: string;
            AccountName: string;
            Status: components["schemas"]["PayOutStatus"];
            CreateTime: components["schemas"]["DateTime"];
            /** @description When the bank confirmed the transfer; null before. */
            CompleteTime: components["schemas"]["DateTime"] | null;
        };
        BankAccountRequest: {
            /** @description Code of a bank of DfcDropdownList type=bank, e.g. 058. */
            BankCode: string;
            /** @description The 10-digit NUBAN account number. */
            AccountNumber: string;
            /** @description Name of the account holder. */
            AccountName: string;
        };
        BankAccountUpdate: {
            Id: number;
            BankCode: string;
            AccountNumber: string;
            AccountName: string;
        };
        /** @description A coin traded over the counter. */
        OtcCoin: {
            /** @description The coin's id on the exchange. */
            CoinId: number;
            CoinCode: string;
            CoinName: string;
            /** @description Decimals an OTC quantity of the coin keeps. */
            Precision: number;
        };
        OtcCoinList: components["schemas"]["OtcCoin"][];
        /** @description A fiat currency traded over the counter. */
        LegalCurrency: {
            Id: number;
            Code: string;
            /** @description The sign amounts are shown with, such as ₦. */
            Symbol: string;
            /** @description The currency's name in the requested language. */
            Name: string;
            /** @description Decimals a fiat amount keeps. */
            Precision: number;
        };
        LegalCurrencyList: components["schemas"]["LegalCurrency"][];
        /** @description A coin code, such as USDT. */
        OtcCoinCode: string;
        /** @description An ISO 4217 fiat currency code, such as NGN. */
        OtcFiatCode: string;
        /**
         * @description The customer's side. buy pays fiat to a merchant for coin; sell gives coin to a merchant for fiat.
         * @enum {string}
         */
        OtcSide: "buy" | "sell";
        ReferencePriceRequest: {
            CoinCode: components["schemas"]["OtcCoinCode"];
            FiatCode: components["schemas"]["OtcFiatCode"];
            Side: components["schemas"]["OtcSide"];
        };
        /** @description The best advert price of a pair for one side. */
        ReferencePrice: {
            CoinCode: string;
            FiatCode: string;
            Side: components["schemas"]["OtcSide"];
            /** @description Fiat for one coin. */
            Price: components["schemas"]["Decimal"];
            /** @description When the price was read. */
            UpdateTime: components["schemas"]["DateTime"];
        };
        /** @description A positive decimal amount sent as a string, up to 8 decimals. */
        OtcAmount: string;
        /**
         * @description The kind of a payment or receipt channel.
         * @enum {string}
         */
        OtcChannelType: "bank" | "mobileMoney" | "pix" | "wallet";
        /** @description FiatAmount or Quantity is required (a 400 naming body.FiatAmount otherwise); FiatAmount wins when both are sent. */
        MatchAdvRequest: {
            CoinCode: components["schemas"]["OtcCoinCode"];
            FiatCode: components["schemas"]["OtcFiatCode"];
            Side: components["schemas"]["OtcSide"];
            /** @description The fiat amount to trade. */
            FiatAmount?: components["schemas"]["OtcAmount"];
            /** @description The coin quantity to trade. */
            Quantity?: components["schemas"]["OtcAmount"];
            /** @description Only adverts accepting a method of this type. */
            PaymentMethodType?: components["schemas"]["OtcChannelType"];
        };
        /** @description A payment channel an advert accepts. */
        AdvPaymentMethod: {
            /** @description The channel's id (a ReceiptPaymentMethodId). */
            PaymentMethodId: number;
            /** @description The channel's name in the requested language. */
            Name: string;
            Type: components["schemas"]["OtcChannelType"];
        };
        /** @description A merchant's advert, with the requested amount worked out at its price. */
        MatchedAdv: {
            AdvId: number;
            MerchantId: number;
            MerchantName: string;
            /** @description The customer side the advert serves. */
            Side: components["schemas"]["OtcSide"];
            CoinCode: string;
            FiatCode: string;
            /** @description Fiat for one coin. */
            Price: components["schemas"]["Decimal"];
            /** @description Smallest fiat amount of one order. */
            Min: components["schemas"]["Decimal"];
            /** @description Largest fiat amount of one order. */
            Max: components["schemas"]["Decimal"];
            /** @description Coin the advert still has to trade. */
            AvailableQuantity: components["schemas"]["Decimal"];
            PaymentMethods: components["schemas"]["AdvPaymentMethod"][];
            /** @description Share of the merchant's orders completed in 30 days, in percent. */
            CompletionRate: components["schemas"]["Decimal"];
            /** @description The merchant's orders in 30 days. */
            OrderCount: number;
            /** @description Minutes a buyer has to pay. */
            PayTimeLimit: number;
            /** @description The requested amount in fiat. */
            FiatAmount: components["schemas"]["Decimal"];
            /** @description The requested amount in coin. */
            Quantity: components["schemas"]["Decimal"];
        };
        /** @description A coin and fiat pair with the limits of one order, in fiat. */
        CurrencyPair: {
            CoinCode: string;
            FiatCode: string;
            /** @description Smallest fiat amount of one order. */
            Min: components["schemas"]["Decimal"];
            /** @description Largest fiat amount of one order. */
            Max: components["schemas"]["Decimal"];
            /** @description Decimals of a price. */
            PricePrecision: number;
            /** @description Decimals of a coin quantity. */
            QuantityPrecision: number;
        };
        CurrencyPairList: components["schemas"]["CurrencyPair"][];
        /** @description FiatAmount or Quantity is required (a 400 naming body.FiatAmount otherwise); FiatAmount wins when both are sent. */
        UserBuyCoinRequest: {
            /** @description The advert to buy from. */
            AdvId: number;
            /** @description The fiat amount to pay. */
            FiatAmount?: components["schemas"]["OtcAmount"];
            /** @description The coin quantity to buy. */
            Quantity?: components["schemas"]["OtcAmount"];
            /** @description The advert's payment method the customer pays with. */
            PaymentMethodId: number;
        };
        /** @description An OTC order number. */
        OtcOrderId: string;
        /**
         * @description Where an order stands. A buy goes unpaid, then paid when the customer says so, then completed when the merchant releases the coin (or cancelled while unpaid). A sell goes waitingPayment, then paid when the merchant pays, then completed when the customer confirms receipt. A paid order under appeal is appealing.
         * @enum {string}
         */
        OtcOrderStatus: "unpaid" | "paid" | "waitingPayment" | "completed" | "cancelled" | "appealing";
        /** @description One line of payment details, such as the account number to pay. */
        PaymentDetailItem: {
            /** @description The field's name, such as AccountNumber. */
            Name: string;
            /** @description The field's label in the requested language. */
            Label: string;
            Value: string;
        };
        /** @description An OTC order of the customer. Times not reached yet read 0001-01-01T00:00:00. */
        LegalCurrencyOrder: {
            OrderId: components["schemas"]["OtcOrderId"];
            Side: components["schemas"]["OtcSide"];
            Status: components["schemas"]["OtcOrderStatus"];
            AdvId: number;
            MerchantName: string;
            CoinCode: string;
            FiatCode: string;
            /** @description Fiat for one coin. */
            Price: components["schemas"]["Decimal"];
            /** @description Coin traded. */
            Quantity: components["schemas"]["Decimal"];
            /** @description Fiat paid, Quantity times Price. */
            FiatAmount: components["schemas"]["Decimal"];
            PaymentMethod: components["schemas"]["AdvPaymentMethod"];
            /** @description Where the money goes: the merchant's account for a buy, the customer's receipt method for a sell. */
            PaymentDetails: components["schemas"]["PaymentDetailItem"][];
            /** @description The customer's receipt method a sell is paid to; null for a buy. */
            ReceiptMethodDetailId: number | null;
            /** @description When an unpaid buy is cancelled; no date for a sell. */
            PayDeadline: components["schemas"]["DateTime"];
            CreateTime: components["schemas"]["DateTime"];
            /** @description When the fiat was paid. */
            PaidTime: components["schemas"]["DateTime"];
            /** @description When the coin changed hands. */
            CompleteTime: components["schemas"]["DateTime"];
            CancelTime: components["schemas"]["DateTime"];
            /**
             * @description Who cancelled the order; null when it is not cancelled.
             * @enum {string|null}
             */
            CancelledBy: "customer" | "timeout" | null;
            /** @description The customer's reason for cancelling. */
            CancelReason: string | null;
            /** @description The order's latest appeal, if any. */
            AppealId: number | null;
        };
        UserSellCoinRequest: {
            /** @description The advert to sell to. */
            AdvId: number;
            /** @description The coin quantity to sell. */
            Quantity: components["schemas"]["OtcAmount"];
            /** @description The customer's receipt method (UserReceiptMethodInfoDetailId) the merchant pays to. */
            ReceiptMethodDetailId: number;
        };
        OtcOrderListRequest: {
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
            Side?: components["schemas"]["OtcSide"];
            Status?: components["schemas"]["OtcOrderStatus"];
            CoinCode?: components["schemas"]["OtcCoinCode"];
            /** @description Only this order (the order page follows one order). */
            OrderId?: components["schemas"]["OtcOrderId"];
            /** @description Only orders still open (true: unpaid, waiting for payment, paid or under appeal) or only finished ones (false). */
            Ongoing?: boolean;
        };
        LegalCurrencyOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["LegalCurrencyOrder"][];
        };
        OtcOrderIdRequest: {
            OrderId: components["schemas"]["OtcOrderId"];
        };
        /** @description Releasing the coin is confirmed with the PIN or a Google code where the account has one (a 400 naming body.Pin or body.GoogleCode when neither is sent). */
        ConfirmReceiptRequest: {
            OrderId: components["schemas"]["OtcOrderId"];
            Pin?: components["schemas"]["Pin"];
            GoogleCode?: components["schemas"]["SixDigitCode"];
        };
        CancelBuyRequest: {
            OrderId: components["schemas"]["OtcOrderId"];
            /** @description Why the customer cancels, in their words. */
            Reason: string;
        };
        /** @description A channel the customer can be paid through as a seller. */
        ReceiptChannel: {
            ReceiptPaymentMethodId: number;
            /** @description The channel's name in the requested language. */
            Name: string;
            Type: components["schemas"]["OtcChannelType"];
            /** @description The fiat currencies the channel pays in. */
            FiatCodes: string[];
            /** @description Methods of this channel the customer keeps. */
            SavedCount: number;
            /** @description Most methods of this channel a customer may keep. */
            MaxCount: number;
        };
        ReceiptChannelList: components["schemas"]["ReceiptChannel"][];
        /** @description One choice of a select field. */
        ReceiptFieldOption: {
            Value: string;
            Label: string;
        };
        /** @description One field of a receipt method's form. */
        ReceiptFormField: {
            /** @description The key the value is sent under in Fields. */
            Name: string;
            /** @description The label in the requested language. */
            Label: string;
            /**
             * @description The kind of input to show.
             * @enum {string}
             */
            Type: "text" | "number" | "phone" | "email" | "select";
            Required: boolean;
            /** @description A regular expression the value must match. */
            Pattern: string | null;
            MaxLength: number;
            /** @description The choices of a select field; empty for the others. */
            Options: components["schemas"]["ReceiptFieldOption"][];
        };
        /** @description The form of one receipt channel. */
        ReceiptMethodForm: {
            ReceiptPaymentMethodId: number;
            Name: string;
            Type: components["schemas"]["OtcChannelType"];
            Fields: components["schemas"]["ReceiptFormField"][];
        };
        ReceiptMethodListRequest: {
            /** @description Only the methods of this channel. */
            ReceiptPaymentMethodId?: number;
            /** @description Only the methods of channels paying in this currency. */
            FiatCode?: components["schemas"]["OtcFiatCode"];
        };
        /** @description A receipt method the customer saved. */
        UserReceiptMethod: {
            UserReceiptMethodInfoDetailId: number;
            ReceiptPaymentMethodId: number;
            /** @description The channel's name in the requested language. */
            Name: string;
            Type: components["schemas"]["OtcChannelType"];
            FiatCodes: string[];
            Fields: components["schemas"]["PaymentDetailItem"][];
            /** @description A one-line view, such as "GTBank ****4821". */
            Summary: string;
            CreateTime: components["schemas"]["DateTime"];
        };
        UserReceiptMethodList: components["schemas"]["UserReceiptMethod"][];
        CreateReceiptMethodRequest: {
            /** @description The channel. */
            ReceiptPaymentMethodId: number;
            /** @description The form's values by field Name. */
            Fields: {
                [key: string]: string;
            };
        };
        /**
         * @description Why the customer appeals. paidNotReleased fits a buy, paymentNotReceived a sell.
         * @enum {string}
         */
        AppealReason: "paidNotReleased" | "paymentNotReceived" | "wrongAmount" | "merchantUnresponsive" | "other";
        CreateAppealRequest: {
            OrderId: components["schemas"]["OtcOrderId"];
            Reason: components["schemas"]["AppealReason"];
            /** @description What happened, in the customer's words. */
            Description: string;
            /** @description Ids of uploaded screenshots or receipts. */
            EvidenceFileIds?: string[];
        };
        /**
         * @description Where support stands with an appeal.
         * @enum {string}
         */
        AppealStatus: "pending" | "processing" | "resolved" | "closed";
        /** @description An appeal of the customer on an OTC order. */
        LegalCurrencyAppeal: {
            AppealId: number;
            OrderId: components["schemas"]["OtcOrderId"];
            Side: components["schemas"]["OtcSide"];
            CoinCode: string;
            FiatCode: string;
            Quantity: components["schemas"]["Decimal"];
            FiatAmount: components["schemas"]["Decimal"];
            MerchantName: string;
            Reason: components["schemas"]["AppealReason"];
            Description: string;
            EvidenceFileIds: string[];
            Status: components["schemas"]["AppealStatus"];
            /** @description Support's conclusion in the requested language; null until resolved. */
            Result: string | null;
            CreateTime: components["schemas"]["DateTime"];
            UpdateTime: components["schemas"]["DateTime"];
        };
        AppealListRequest: {
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
            Status?: components["schemas"]["AppealStatus"];
        };
        LegalCurrencyAppealPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["LegalCurrencyAppeal"][];
        };
        /** @description One step of an appeal's handling. */
        AppealProgress: {
            Time: components["schemas"]["DateTime"];
            Status: components["schemas"]["AppealStatus"];
            /** @description The step in the requested language. */
            Title: string;
        };
        /** @description An appeal with its order and the steps of its handling, oldest first. */
        AppealDetail: components["schemas"]["LegalCurrencyAppeal"] & {
            Order: components["schemas"]["LegalCurrencyOrder"];
            Progress: components["schemas"]["AppealProgress"][];
        };
        /** @description A coin code, such as USDT. */
        PaymentCoinCode: string;
        /** @description An ISO 4217 fiat currency code, such as NGN. */
        PaymentFiatCode: string;
        /** @description A positive decimal amount sent as a string, up to 8 decimals. */
        PaymentAmount: string;
        /** @description The channel form's values by field Name. */
        PaymentFields: {
            [key: string]: string;
        };
        KlicklPayBuyRequest: {
            CoinCode: components["schemas"]["PaymentCoinCode"];
            FiatCode: components["schemas"]["PaymentFiatCode"];
            /** @description The fiat the customer pays, fee included. */
            FiatAmount: components["schemas"]["PaymentAmount"];
            /** @description The KlicklPay pay-in channel. */
            PayMethodId: number;
            Fields?: components["schemas"]["PaymentFields"];
        };
        /** @description A payment order number. */
        PaymentOrderId: string;
        /**
         * @description The third-party payment provider.
         * @enum {string}
         */
        PaymentProvider: "klicklPay" | "facilitaPay" | "pivotPay";
        /**
         * @description The customer's side. buy pays fiat in for coin; sell gets fiat paid out for coin.
         * @enum {string}
         */
        PaymentSide: "buy" | "sell";
        /**
         * @description Where a payment order stands. created waits for the customer's go-ahead (KlicklPay only; cancelled when its payment window closes first); submitted is with the provider (a buy waits for the payment, a sell's payout is processing); completed when the provider confirmed (paid, or paid out); failed when it refused; expired when a buy's payment window closed before the payment arrived.
         * @enum {string}
         */
        PaymentOrderStatus: "created" | "submitted" | "completed" | "failed" | "cancelled" | "expired";
        /** @description One line of what the buyer pays with, such as the PIX code or the account to pay. */
        PaymentInstruction: {
            /** @description The line's key, such as Reference or PixCode. */
            Name: string;
            /** @description The label in the requested language. */
            Label: string;
            Value: string;
        };
        /** @description A third-party payment order of the customer. Times not reached yet read 0001-01-01T00:00:00. */
        PaymentOrder: {
            OrderId: components["schemas"]["PaymentOrderId"];
            /** @description The payment reference, written on a bank transfer. */
            Reference: string;
            Provider: components["schemas"]["PaymentProvider"];
            Side: components["schemas"]["PaymentSide"];
            Status: components["schemas"]["PaymentOrderStatus"];
            CoinCode: string;
            FiatCode: string;
            /** @description Fiat the customer pays (buy, fee included) or receives (sell, fee taken off). */
            FiatAmount: components["schemas"]["Decimal"];
            /** @description Coin credited (buy) or debited (sell). */
            Quantity: components["schemas"]["Decimal"];
            /** @description Fiat for one coin. */
            Price: components["schemas"]["Decimal"];
            /** @description The provider's fee, in fiat. */
            Fee: components["schemas"]["Decimal"];
            /** @description The channel. */
            PayMethodId: number;
            /** @description The channel's name, such as "KlicklPay · Bank card", in the requested language. */
            PayMethodName: string;
            /** @description In-app path of the KlicklPay status page; null for the other providers. */
            RedirectUrl: string | null;
            /** @description How the buyer pays; empty for a sell or a KlicklPay order. */
            PaymentInstructions: components["schemas"]["PaymentInstruction"][];
            /** @description The FacilitaPay bank account of the order; null for the other providers. */
            BankAccountId: number | null;
            CreateTime: components["schemas"]["DateTime"];
            UpdateTime: components["schemas"]["DateTime"];
            CompleteTime: components["schemas"]["DateTime"];
            /** @description When a buy's payment window closes (the created order lapses, or the submitted one expires unpaid); 0001-01-01T00:00:00 for a sell. */
            ExpireTime: components["schemas"]["DateTime"];
        };
        KlicklPaySellRequest: {
            CoinCode: components["schemas"]["PaymentCoinCode"];
            /** @description The coin to sell. */
            Quantity: components["schemas"]["PaymentAmount"];
            FiatCode: components["schemas"]["PaymentFiatCode"];
            /** @description The KlicklPay payout channel. */
            PayoutMethodId: number;
            /** @description The account the fiat is paid to. */
            Fields: components["schemas"]["PaymentFields"];
        };
        PaymentOrderIdRequest: {
            OrderId: components["schemas"]["PaymentOrderId"];
        };
        /**
         * @description A way of paying or being paid.
         * @enum {string}
         */
        PaymentPayTypeCode: "card" | "bankTransfer" | "mobileMoney" | "pix";
        /** @description One choice of a select field. */
        PaymentFieldOption: {
            Value: string;
            Label: string;
        };
        /** @description One field of a channel's form. */
        PaymentMethodField: {
            /** @description The key the value is sent under in Fields. */
            Name: string;
            /** @description The label in the requested language. */
            Label: string;
            /**
             * @description The kind of input to show.
             * @enum {string}
             */
            Type: "text" | "number" | "phone" | "email" | "select";
            Required: boolean;
            /** @description A regular expression the value must match. */
            Pattern: string | null;
            MaxLength: number;
            /** @description The choices of a select field; empty for the others. */
            Options: components["schemas"]["PaymentFieldOption"][];
        };
        /** @description A channel's form. */
        PaymentMethodForm: {
            PayMethodId: number;
            /** @description The channel's name in the requested language. */
            Name: string;
            Provider: components["schemas"]["PaymentProvider"];
            PayType: components["schemas"]["PaymentPayTypeCode"];
            Side: components["schemas"]["PaymentSide"];
            /** @description Empty when the provider needs nothing more (FacilitaPay uses the registered bank account). */
            Fields: components["schemas"]["PaymentMethodField"][];
        };
        /** @description A coin and fiat pair the payment providers serve. */
        PaymentCurrencyPair: {
            CoinCode: string;
            FiatCode: string;
            Providers: components["schemas"]["PaymentProvider"][];
            /** @description Whether some channel takes payments for this pair. */
            BuyEnabled: boolean;
            /** @description Whether some channel pays out for this pair. */
            SellEnabled: boolean;
            /** @description The lowest of the pair's channel minimums. */
            MinFiatAmount: components["schemas"]["Decimal"];
            /** @description The highest of the pair's channel maximums. */
            MaxFiatAmount: components["schemas"]["Decimal"];
            /** @description Fiat paid for one coin. */
            BuyPrice: components["schemas"]["Decimal"];
            /** @description Fiat received for one coin. */
            SellPrice: components["schemas"]["Decimal"];
            /** @description Decimals of the coin amounts of this pair's orders (the quantity is cut there). */
            CoinPrecision: number;
            /** @description Decimals of the fiat amounts of this pair's orders. */
            FiatPrecision: number;
        };
        PaymentCurrencyPairList: components["schemas"]["PaymentCurrencyPair"][];
        /** @description A way of paying or being paid in a currency. */
        PaymentPayType: {
            PayType: components["schemas"]["PaymentPayTypeCode"];
            /** @description The pay type's name in the requested language. */
            Name: string;
            /** @description Channels of this pay type. */
            ChannelCount: number;
        };
        PaymentPayTypeList: components["schemas"]["PaymentPayType"][];
        /** @description A provider's channel for one fiat currency and side. */
        PaymentChannel: {
            PayMethodId: number;
            /** @description The channel's name in the requested language. */
            Name: string;
            Provider: components["schemas"]["PaymentProvider"];
            PayType: components["schemas"]["PaymentPayTypeCode"];
            Side: components["schemas"]["PaymentSide"];
            FiatCode: string;
            /** @description The coins the channel trades. */
            Coins: string[];
            /** @description Share of the fiat amount charged, such as 0.025 for 2.5%. */
            FeeRate: components["schemas"]["Decimal"];
            /** @description Fee added to each order, in fiat. */
            FixedFee: components["schemas"]["Decimal"];
            /** @description Smallest fiat amount of one order. */
            MinAmount: components["schemas"]["Decimal"];
            /** @description Largest fiat amount of one order. */
            MaxAmount: components["schemas"]["Decimal"];
            /** @description How long the money usually takes. */
            ArrivalMinutes: number;
            /** @description The most fiat a customer whose identity is not verified may move through the channel in 24 hours. */
            DailyLimit: components["schemas"]["Decimal"];
            /** @description The same limit once the customer's identity is verified. */
            VerifiedDailyLimit: components["schemas"]["Decimal"];
        };
        PaymentChannelList: components["schemas"]["PaymentChannel"][];
        ValidateReferenceRequest: {
            /** @description The payment reference to check. */
            Reference: string;
        };
        /** @description Whether a payment reference is one of the customer's orders. */
        PaymentReferenceCheck: {
            Reference: string;
            Valid: boolean;
            /** @description The order with that reference; null when not valid. */
            OrderId: string | null;
            /** @description The order's status; null when not valid. */
            Status: components["schemas"]["PaymentOrderStatus"] | null;
            /** @description The order's provider; null when not valid. */
            Provider: components["schemas"]["PaymentProvider"] | null;
        };
        PaymentBuyRequest: {
            CoinCode: components["schemas"]["PaymentCoinCode"];
            FiatCode: components["schemas"]["PaymentFiatCode"];
            /** @description The fiat the customer pays, fee included. */
            FiatAmount: components["schemas"]["PaymentAmount"];
            /** @description The pay-in channel. */
            PayMethodId: number;
            Fields?: components["schemas"]["PaymentFields"];
        };
        PaymentSellRequest: {
            CoinCode: components["schemas"]["PaymentCoinCode"];
            /** @description The coin to sell. */
            Quantity: components["schemas"]["PaymentAmount"];
            FiatCode: components["schemas"]["PaymentFiatCode"];
            /** @description The payout channel. */
            PayMethodId: number;
            /** @description The account the fiat is paid to. */
            Fields?: components["schemas"]["PaymentFields"];
        };
        PaymentOrderListRequest: {
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
            Side?: components["schemas"]["PaymentSide"];
            Status?: components["schemas"]["PaymentOrderStatus"];
            Provider?: components["schemas"]["PaymentProvider"];
            CoinCode?: components["schemas"]["PaymentCoinCode"];
            FiatCode?: components["schemas"]["PaymentFiatCode"];
            /** @description One order only: a status page follows its order with it. */
            OrderId?: components["schemas"]["PaymentOrderId"];
        };
        PaymentOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["PaymentOrder"][];
        };
        FacilitaPayBuyRequest: {
            CoinCode: components["schemas"]["PaymentCoinCode"];
            /** @description The BRL the customer pays, fee included. */
            FiatAmount: components["schemas"]["PaymentAmount"];
            /** @description The registered bank account the PIX comes from. */
            BankAccountId: number;
        };
        FacilitaPaySellRequest: {
            CoinCode: components["schemas"]["PaymentCoinCode"];
            /** @description The coin to sell. */
            Quantity: components["schemas"]["PaymentAmount"];
            /** @description The registered bank account the BRL is paid to. */
            BankAccountId: number;
        };
        /**
         * @description The kind of bank account.
         * @enum {string}
         */
        FacilitaAccountType: "checking" | "savings";
        FacilitaBankAccountRequest: {
            /** @description The bank's COMPE code from GetSupportBankList. */
            BankCode: string;
            /** @description The agency number, four digits and an optional check digit. */
            Branch: string;
            /** @description The account number, with its check digit. */
            AccountNumber: string;
            AccountType: components["schemas"]["FacilitaAccountType"];
            /** @description The account's PIX key, if any. */
            PixKey?: string;
            HolderName: string;
            /** @description The holder's CPF, 11 digits without punctuation. */
            HolderCpf: string;
        };
        /** @description A Brazilian bank account the customer registered with FacilitaPay. */
        FacilitaBankAccount: {
            Id: number;
            BankCode: string;
            BankName: string;
            Branch: string;
            AccountNumber: string;
            AccountType: components["schemas"]["FacilitaAccountType"];
            PixKey: string | null;
            HolderName: string;
            HolderCpf: string;
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description The bank's COMPE code from GetSupportBankList. */
        BankCode: string;
        /** @description The agency number, four digits and an optional check digit. */
        Branch: string;
        /** @description The account number, with its check digit. */
        AccountNumber: string;
        /** @description The account's PIX key, if any. */
        PixKey: string;
        HolderName: string;
        /** @description The holder's CPF, 11 digits without punctuation. */
        HolderCpf: string;
        FacilitaBankAccountUpdateRequest: {
            /** @description The account to change. */
            Id: number;
            BankCode: components["schemas"]["BankCode"];
            Branch: components["schemas"]["Branch"];
            AccountNumber: components["schemas"]["AccountNumber"];
            AccountType: components["schemas"]["FacilitaAccountType"];
            PixKey?: components["schemas"]["PixKey"];
            HolderName: components["schemas"]["HolderName"];
            HolderCpf: components["schemas"]["HolderCpf"];
        };
        FacilitaBankAccountIdRequest: {
            /** @description The account to remove. */
            Id: number;
        };
        /**
         * @description A document FacilitaPay registration requires.
         * @enum {string}
         */
        FacilitaDocumentLabelCode: "cpf" | "proofOfAddress" | "selfie";
        /** @description One required document and whether it has been uploaded. */
        FacilitaDocument: {
            DocumentLabel: components["schemas"]["FacilitaDocumentLabelCode"];
            /** @description The document's name in the requested language. */
            Name: string;
            Uploaded: boolean;
            /** @description The uploaded file's name; null before the upload. */
            FileName: string | null;
            UploadTime: components["schemas"]["DateTime"];
            /** @description Why FacilitaPay refused the uploaded file, in the requested language (upload another); null unless refused. */
            RefusalReason: string | null;
        };
        /** @description The customer's FacilitaPay registration. */
        FacilitaRegistration: {
            /**
             * @description draft while documents are uploaded and the registration is not sent; pending while FacilitaPay reviews it (the sandbox takes 10 seconds); then approved.
             * @enum {string}
             */
            Status: "draft" | "pending" | "approved";
            Documents: components["schemas"]["FacilitaDocument"][];
            RegisteredTime: components["schemas"]["DateTime"];
            ApprovedTime: components["schemas"]["DateTime"];
        };
        FacilitaUploadRequest: {
            DocumentLabel: components["schemas"]["FacilitaDocumentLabelCode"];
            /**
             * Format: binary
             * @description The document: a JPG, PNG or PDF file.
             */
            File: string;
        };
        FacilitaBankAccountList: components["schemas"]["FacilitaBankAccount"][];
        /** @description A Brazilian bank. */
        FacilitaBank: {
            /** @description The three-digit COMPE code. */
            Code: string;
            Name: string;
            /** @description The eight-digit ISPB of the central bank's payment system. */
            Ispb: string;
        };
        FacilitaBankList: components["schemas"]["FacilitaBank"][];
        /** @description A document FacilitaPay registration requires, explained. */
        FacilitaDocumentLabel: {
            DocumentLabel: components["schemas"]["FacilitaDocumentLabelCode"];
            /** @description The document's name in the requested language. */
            Name: string;
            /** @description What the document must show, in the requested language. */
            Description: string;
            Required: boolean;
            /** @description File extensions accepted. */
            AcceptedTypes: string[];
            /** @description The largest file accepted, in bytes. */
            MaxBytes: number;
            /** @description Whether the signed-in customer has uploaded it; false without a token. */
            Uploaded: boolean;
            /** @description Why FacilitaPay refused the customer's file (upload another); null unless refused, and without a token. */
            RefusalReason: string | null;
        };
        FacilitaDocumentLabelList: components["schemas"]["FacilitaDocumentLabel"][];
        /** @description A spot market with its last price and 24h figures. */
        Market: {
            /** @description The market's id. */
            VarietyId: number;
            /** @description Base and quote coin, as BTC/USDT. */
            Symbol: string;
            /** @description The coin bought and sold. */
            BaseCoin: string;
            /** @description The coin prices are expressed in. */
            QuoteCoin: string;
            /** @description Last price in the quote coin. */
            Price: components["schemas"]["Decimal"];
            /** @description Price change over 24 hours, in percent (2.35 is +2.35%). */
            Change24h: components["schemas"]["Decimal"];
            /** @description Amount of the base coin traded over 24 hours. */
            Volume24h: components["schemas"]["Decimal"];
            /** @description Highest price over 24 hours. */
            High24h: components["schemas"]["Decimal"];
            /** @description Lowest price over 24 hours. */
            Low24h: components["schemas"]["Decimal"];
            /** @description The base coin's icon, an inline SVG data URI. */
            IconUrl: string;
        };
        /** @description A list of markets. */
        MarketList: components["schemas"]["Market"][];
        /**
         * @description A market ranking.
         * @enum {string}
         */
        MarketRankType: "gainers" | "losers" | "volume" | "new";
        /** @description Exchange-wide figures. */
        MarketStatistics: {
            /** @description Value traded on every market over 24 hours, in USDT. */
            Volume24h: components["schemas"]["Decimal"];
            /** @description How many spot markets are listed. */
            MarketCount: number;
            /** @description How many coins are listed. */
            CoinCount: number;
            /** @description How many customers have registered. */
            CustomerCount: number;
        };
        /** @description The trading rules of one market. */
        TradeConfig: {
            VarietyId: number;
            /** @description Base and quote coin, as BTC/USDT. */
            Symbol: string;
            /** @description Decimal places of a price. */
            PricePrecision: number;
            /** @description Decimal places of an amount of the base coin. */
            AmountPrecision: number;
            /** @description Smallest amount of the base coin an order may have. */
            MinAmount: components["schemas"]["Decimal"];
            /** @description Smallest order value in the quote coin. */
            MinTotal: components["schemas"]["Decimal"];
            /** @description Fee rate of an order that rests in the book (0.001 is 0.1%). */
            MakerFeeRate: components["schemas"]["Decimal"];
            /** @description Fee rate of an order that takes from the book (0.001 is 0.1%). */
            TakerFeeRate: components["schemas"]["Decimal"];
        };
        /** @description A tradable market. */
        TradeVariety: {
            VarietyId: number;
            /** @description Base and quote coin, as BTC/USDT. */
            Symbol: string;
            BaseCoin: string;
            QuoteCoin: string;
        };
        /**
         * @description The time one candle spans.
         * @enum {string}
         */
        CandleInterval: "1m" | "5m" | "15m" | "1h" | "4h" | "1d" | "1w";
        /** @description Which candles to answer. */
        LineDataQuery: {
            /** @description The market. */
            VarietyId: number;
            Interval: components["schemas"]["CandleInterval"];
            /**
             * Format: date-time
             * @description Start of the range (inclusive); a candle is included when it opens at or after it.
             */
            StartTime?: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description End of the range (exclusive); now when absent.
             */
            EndTime?: components["schemas"]["DateTime"];
            /**
             * @description Most candles to answer.
             * @default 200
             */
            Limit: number;
        };
        /** @description Prices and volume of one interval. */
        Candle: {
            /** @description When the interval opens. */
            Time: components["schemas"]["DateTime"];
            Open: components["schemas"]["Decimal"];
            High: components["schemas"]["Decimal"];
            Low: components["schemas"]["Decimal"];
            /** @description Last price of the interval; the current price while it is still forming. */
            Close: components["schemas"]["Decimal"];
            /** @description Amount of the base coin traded in the interval. */
            Volume: components["schemas"]["Decimal"];
        };
        /** @description Whether a market is among the customer's favourites. */
        FavoriteMarketState: {
            VarietyId: number;
            /** @description True when the call added it, false when it removed it. */
            IsFavorite: boolean;
        };
        /**
         * @description Whether the order buys or sells the base coin.
         * @enum {string}
         */
        SpotOrderSide: "buy" | "sell";
        /**
         * @description Waiting for its trigger price, triggered (its order was placed), or cancelled.
         * @enum {string}
         */
        SpotPlanOrderStatus: "waiting" | "triggered" | "cancelled";
        /** @description A plan (stop) order: when the last price reaches TriggerPrice, an order of Type is placed. A waiting plan order freezes no funds; the order it places does. */
        SpotPlanOrder: {
            Id: number;
            /** @description The market. */
            VarietyId: number;
            /** @description Base and quote coin, as BTC/USDT. */
            Symbol: string;
            Side: components["schemas"]["SpotOrderSide"];
            /**
             * @description The type of the order placed when triggered.
             * @enum {string}
             */
            Type: "limit" | "market";
            /** @description The last price that triggers the plan. */
            TriggerPrice: components["schemas"]["Decimal"];
            /** @description Limit price of the placed order; 0 for a market order. */
            Price: components["schemas"]["Decimal"];
            /** @description Amount of the base coin to order. */
            Amount: components["schemas"]["Decimal"];
            Status: components["schemas"]["SpotPlanOrderStatus"];
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of plan orders. */
        SpotPlanOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["SpotPlanOrder"][];
        };
        /** @description Which orders to cancel; all of the customer's when VarietyId is absent. */
        SpotCancelAllQuery: {
            /** @description Only this market's orders. */
            VarietyId?: number;
        };
        /** @description The result of a cancel-all call. */
        SpotCancelledCount: {
            /** @description How many orders were cancelled. */
            CancelledCount: number;
        };
        /**
         * @description Order of the list by creation time: desc newest first (the default), asc oldest first.
         * @enum {string}
         */
        SpotTimeOrder: "desc" | "asc";
        /** @description A spot order of the customer. */
        SpotOrder: {
            OrderId: number;
            /** @description The market. */
            VarietyId: number;
            /** @description Base and quote coin, as BTC/USDT. */
            Symbol: string;
            Side: components["schemas"]["SpotOrderSide"];
            /**
             * @description A limit order rests at its price; a market order takes the best prices at once.
             * @enum {string}
             */
            Type: "limit" | "market";
            /** @description Limit price in the quote coin; 0 for a market order. */
            Price: components["schemas"]["Decimal"];
            /** @description Amount of the base coin ordered. */
            Amount: components["schemas"]["Decimal"];
            /** @description Amount of the base coin filled so far. */
            Filled: components["schemas"]["Decimal"];
            /** @description Average price of the fills; 0 before the first fill. */
            AvgPrice: components["schemas"]["Decimal"];
            /** @description Fees charged on the fills so far, in FeeCoin; 0 before the first fill. */
            Fee: components["schemas"]["Decimal"];
            /** @description The coin the order receives, in which its fees are charged: the base coin of a buy, the quote coin of a sell. */
            FeeCoin: string;
            /**
             * @description Open (nothing filled), partial (partly filled, still open), filled, or cancelled (possibly partly filled).
             * @enum {string}
             */
            Status: "open" | "partial" | "filled" | "cancelled";
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of spot orders. */
        SpotOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["SpotOrder"][];
        };
        /** @description One fill of a spot order. */
        SpotDeal: {
            DealId: number;
            /** @description The order the fill belongs to. */
            OrderId: number;
            /** @description The market. */
            VarietyId: number;
            /** @description Base and quote coin, as BTC/USDT. */
            Symbol: string;
            Side: components["schemas"]["SpotOrderSide"];
            /** @description Price of the fill in the quote coin. */
            Price: components["schemas"]["Decimal"];
            /** @description Amount of the base coin filled. */
            Amount: components["schemas"]["Decimal"];
            /** @description Value of the fill in the quote coin (Price times Amount). */
            Total: components["schemas"]["Decimal"];
            /** @description Fee charged on the fill, in FeeCoin. */
            Fee: components["schemas"]["Decimal"];
            /** @description The coin received by the fill, in which its fee is charged. */
            FeeCoin: string;
            /**
             * @description Maker when the order rested in the book, taker when it took from it.
             * @enum {string}
             */
            Role: "maker" | "taker";
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of deals. */
        SpotDealPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["SpotDeal"][];
        };
        /** @description A token quantity, positive, up to 8 decimals. */
        IeoQuantity: string;
        IeoOrderRequest: {
            /** @description The project to subscribe to. */
            ProjectId: number;
            Quantity: components["schemas"]["IeoQuantity"];
        };
        /**
         * @description pending: paid, tokens not distributed yet; distributed: the tokens are in the spot account.
         * @enum {string}
         */
        IeoOrderStatus: "pending" | "distributed";
        /** @description One subscription of the customer. */
        IeoOrder: {
            OrderId: number;
            ProjectId: number;
            ProjectName: string;
            TokenCode: string;
            /** @description The project's decimals of a quantity, to show this one at. */
            QuantityPrecision: number;
            /** @description Tokens bought. */
            Quantity: components["schemas"]["Decimal"];
            /** @description Price paid per token. */
            PriceUsdt: components["schemas"]["Decimal"];
            PayCoin: string;
            /** @description Quantity times price, debited in the pay coin. */
            PayAmount: components["schemas"]["Decimal"];
            Status: components["schemas"]["IeoOrderStatus"];
            /** @description Tokens credited for this subscription: 0 while pending. */
            DistributedQuantity: components["schemas"]["Decimal"];
            /** @description When the project's tokens are (or were) distributed. */
            DistributeTime: components["schemas"]["DateTime"];
            CreateTime: components["schemas"]["DateTime"];
        };
        /**
         * @description The project's phase now: upcoming before StartTime, open (taking subscriptions) until EndTime, calculating the allocations until DistributeTime, then distributed.
         * @enum {string}
         */
        IeoStatus: "upcoming" | "open" | "calculating" | "distributed";
        IeoProjectListRequest: {
            /** @description Only the projects in one of these phases. */
            Statuses?: components["schemas"]["IeoStatus"][];
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
            languageCode?: components["schemas"]["LanguageType"];
        };
        /** @description A token sale project. */
        IeoProject: {
            ProjectId: number;
            /** @description The project's name. */
            Name: string;
            /** @description Code of the token on sale. */
            TokenCode: string;
            /** @description A short introduction in the requested language. */
            Intro: string;
            /** @description Price of one token in the pay coin. */
            PriceUsdt: components["schemas"]["Decimal"];
            /** @description The coin subscriptions are paid in. */
            PayCoin: string;
            /** @description Tokens on sale in total. */
            TotalSupply: components["schemas"]["Decimal"];
            /** @description Tokens subscribed so far. */
            Sold: components["schemas"]["Decimal"];
            /** @description Smallest quantity of one subscription. */
            PersonalMin: components["schemas"]["Decimal"];
            /** @description Most tokens one customer may hold from the sale. */
            PersonalMax: components["schemas"]["Decimal"];
            /** @description Decimals a subscribed quantity may have. */
            QuantityPrecision: number;
            /** @description When the sale opens. */
            StartTime: components["schemas"]["DateTime"];
            /** @description When the sale closes and the calculation of the allocations starts. */
            EndTime: components["schemas"]["DateTime"];
            /** @description When the tokens are credited to the subscribers. */
            DistributeTime: components["schemas"]["DateTime"];
            Status: components["schemas"]["IeoStatus"];
            /** @description The project's logo as an inline SVG data URI. */
            LogoUrl: string;
        };
        IeoProjectPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["IeoProject"][];
        };
        /** @description A project with its description and sale rules and, when signed in, the customer's subscription. */
        IeoProjectDetails: components["schemas"]["IeoProject"] & {
            /** @description The project described as HTML, in the requested language. */
            DescriptionHtml: string;
            /** @description The sale rules as HTML, in the requested language. */
            RulesHtml: string;
            /** @description Tokens still on sale. */
            Remaining: components["schemas"]["Decimal"];
            /** @description Tokens the signed-in customer has subscribed; null when signed out. */
            SubscribedQuantity: components["schemas"]["Decimal"] | null;
            /** @description What the signed-in customer has paid, in the pay coin; null when signed out. */
            SubscribedAmount: components["schemas"]["Decimal"] | null;
            /** @description Tokens credited to the signed-in customer so far (0 before distribution); null when signed out. */
            DistributedQuantity: components["schemas"]["Decimal"] | null;
        };
        IeoRecordListRequest: {
            /** @description Only the records of this project. */
            ProjectId?: number;
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        IeoOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["IeoOrder"][];
        };
        /** @description A reward paid in a coin. */
        MissionReward: {
            Coin: string;
            Amount: components["schemas"]["Decimal"];
        };
        /**
         * @description todo: not reached yet; done: reached, reward to claim; claimed: reward paid.
         * @enum {string}
         */
        MissionTaskStatus: "todo" | "done" | "claimed";
        /** @description How far the customer is; Current never passes Target. */
        MissionProgress: {
            Current: components["schemas"]["Decimal"];
            Target: components["schemas"]["Decimal"];
        };
        /** @description A beginner task. */
        MissionNoviceTask: {
            TaskId: number;
            Title: string;
            Description: string;
            Reward: components["schemas"]["MissionReward"];
            Status: components["schemas"]["MissionTaskStatus"];
            Progress: components["schemas"]["MissionProgress"];
            /** @description The app route where the task is done. */
            ActionUrl: string;
        };
        MissionTaskRequest: {
            TaskId: number;
        };
        /**
         * @description A beginner task or a campaign.
         * @enum {string}
         */
        MissionTaskKind: "novice" | "advanced";
        /** @description A reward the customer claimed. */
        MissionTaskRecord: {
            RecordId: number;
            TaskId: number;
            TaskKind: components["schemas"]["MissionTaskKind"];
            /** @description The task's title. */
            Title: string;
            Coin: string;
            Amount: components["schemas"]["Decimal"];
            /** @description When the reward was claimed. */
            CreateTime: components["schemas"]["DateTime"];
        };
        /**
         * @description Where the campaign's window stands now.
         * @enum {string}
         */
        MissionCampaignPhase: "upcoming" | "ongoing" | "ended";
        MissionAdvancedTaskListRequest: {
            Phase?: components["schemas"]["MissionCampaignPhase"];
            /** @description Only this campaign. */
            TaskId?: number;
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        /**
         * @description The customer's standing in a campaign; unregistered until they join it (and for a visitor); expired when it was done but not claimed by its ClaimDeadline.
         * @enum {string}
         */
        MissionCampaignStatus: "unregistered" | "todo" | "done" | "claimed" | "expired";
        /** @description A time-limited campaign. */
        MissionAdvancedTask: {
            TaskId: number;
            Title: string;
            Description: string;
            Reward: components["schemas"]["MissionReward"];
            StartTime: components["schemas"]["DateTime"];
            /** @description Activity counts until then. */
            EndTime: components["schemas"]["DateTime"];
            /** @description The last moment a done campaign's reward can be claimed. */
            ClaimDeadline: components["schemas"]["DateTime"];
            Phase: components["schemas"]["MissionCampaignPhase"];
            /** @description Whether the signed-in customer has joined; false for a visitor. */
            Registered: boolean;
            Status: components["schemas"]["MissionCampaignStatus"];
            Progress: components["schemas"]["MissionProgress"];
            /** @description Customers who joined. */
            ParticipantCount: number;
        };
        MissionAdvancedTaskPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["MissionAdvancedTask"][];
        };
        MissionTaskRecordListRequest: {
            TaskKind?: components["schemas"]["MissionTaskKind"];
            /** @description Only the rewards of this task. */
            TaskId?: number;
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        MissionTaskRecordPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["MissionTaskRecord"][];
        };
        /**
         * @description feeVoucher: a trading-fee voucher; positionBonus: a futures position bonus.
         * @enum {string}
         */
        MissionGiveType: "feeVoucher" | "positionBonus";
        /** @description Unused bonuses of one type and coin. */
        MissionBonusTotal: {
            GiveType: components["schemas"]["MissionGiveType"];
            GiveTypeName: string;
            Coin: string;
            Amount: components["schemas"]["Decimal"];
            Count: number;
        };
        /** @description What the customer has earned from missions. */
        MissionTaskAssets: {
            /** @description Every claimed reward valued in USDT. */
            TotalUsdt: components["schemas"]["Decimal"];
            /** @description Claimed rewards summed per coin. */
            Rewards: components["schemas"]["MissionReward"][];
            UnusedBonusCount: number;
            UnusedBonuses: components["schemas"]["MissionBonusTotal"][];
        };
        /** @enum {string} */
        MissionGiveStatus: "unused" | "used" | "expired";
        MissionGiveListRequest: {
            GiveType?: components["schemas"]["MissionGiveType"];
            Status?: components["schemas"]["MissionGiveStatus"];
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        /** @description A bonus given to the customer. */
        MissionGive: {
            GiveId: number;
            GiveType: components["schemas"]["MissionGiveType"];
            /** @description The type named in the LanguageCode language. */
            GiveTypeName: string;
            Coin: string;
            Amount: components["schemas"]["Decimal"];
            /** @description Title of the task or campaign that gave it. */
            Source: string;
            Status: components["schemas"]["MissionGiveStatus"];
            CreateTime: components["schemas"]["DateTime"];
            /** @description Last moment it can be used. */
            ExpireTime: components["schemas"]["DateTime"];
            /** @description When it was used; 0001-01-01T00:00:00 if not. */
            UseTime: components["schemas"]["DateTime"];
        };
        MissionGivePage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["MissionGive"][];
        };
        /**
         * @description rewardReady: a done task whose reward waits to be claimed; bonusGiven: a bonus not used yet.
         * @enum {string}
         */
        MissionNoticeKind: "rewardReady" | "bonusGiven";
        /** @description Something the customer should hear about their rewards. */
        MissionRewardNotice: {
            /** @description The same notice has the same id on every call: reward-<TaskId> or bonus-<GiveId>. */
            NoticeId: string;
            Kind: components["schemas"]["MissionNoticeKind"];
            /** @description The task whose reward waits, or the task that gave the bonus. */
            TaskId: number;
            /** @description The task's title. */
            Title: string;
            Coin: string;
            /** @description The reward or the bonus. */
            Amount: components["schemas"]["Decimal"];
            /** @description The bonus's type; null for a reward. */
            GiveType: components["schemas"]["MissionGiveType"] | null;
            /** @description Until when the reward can be claimed or the bonus used; null when it does not expire. */
            ExpireTime: components["schemas"]["DateTime"] | null;
        };
        MissionBonusUseRequest: {
            GiveId: number;
        };
        /** @description An option of a filter. */
        MissionDropdownItem: {
            /** @description What the filter sends. */
            Value: string;
            /** @description What the customer reads. */
            Name: string;
        };
        /** @description A coin the quick exchange swaps. */
        QuickExchangeCoin: {
            CoinId: number;
            /** @description The coin code, as BTC. */
            Coin: string;
            /** @description The coin's name, as Bitcoin. */
            Name: string;
            /** @description Decimal places of an amount of the coin. */
            Precision: number;
            /** @description Smallest amount of the coin one swap may spend. */
            MinAmount: components["schemas"]["Decimal"];
            /** @description Largest amount of the coin one swap may spend. */
            MaxAmount: components["schemas"]["Decimal"];
            /** @description The coin's icon, an inline SVG data URI. */
            IconUrl: string;
        };
        /** @description A coin code, as BTC. */
        QuickExchangeCoinCode: string;
        /** @description A positive decimal amount sent as a string. */
        QuickExchangeAmount: string;
        /** @description The swap to quote. */
        QuickExchangeQuoteQuery: {
            /** @description The coin to spend. */
            FromCoin: components["schemas"]["QuickExchangeCoinCode"];
            /** @description The coin to receive. */
            ToCoin: components["schemas"]["QuickExchangeCoinCode"];
            /** @description Amount of FromCoin to spend. */
            FromAmount: components["schemas"]["QuickExchangeAmount"];
        };
        /** @description A quoted swap. */
        QuickExchangeQuote: {
            FromCoin: string;
            ToCoin: string;
            FromAmount: components["schemas"]["Decimal"];
            /** @description Amount of ToCoin one FromCoin buys; send it back with SendFlashOrder. */
            Price: components["schemas"]["Decimal"];
            /** @description Amount of ToCoin received after the fee. */
            ToAmount: components["schemas"]["Decimal"];
            /** @description The fee, 0.2% of FromAmount times Price, in FeeCoin. */
            Fee: components["schemas"]["Decimal"];
            /** @description The coin the fee is taken in (ToCoin). */
            FeeCoin: string;
            /** @description How long the quote holds. */
            ExpireSeconds: number;
        };
        /** @description A direction a swap may take. */
        QuickExchangePair: {
            /** @description The coin spent. */
            FromCoin: string;
            /** @description The coin received. */
            ToCoin: string;
        };
        /** @description A swap at a quoted price. */
        FlashOrderRequest: {
            /** @description The coin to spend. */
            FromCoin: components["schemas"]["QuickExchangeCoinCode"];
            /** @description The coin to receive. */
            ToCoin: components["schemas"]["QuickExchangeCoinCode"];
            /** @description Amount of FromCoin to spend. */
            FromAmount: components["schemas"]["QuickExchangeAmount"];
            /** @description The Price of the quote the customer accepted. */
            Price: components["schemas"]["QuickExchangeAmount"];
        };
        /**
         * @description Pending while the swap settles (FromAmount held), success once both balances changed, failed when it was refused after placing (the held FromAmount is released: nothing is spent).
         * @enum {string}
         */
        FlashOrderStatus: "pending" | "success" | "failed";
        /** @description The flash order a swap placed. */
        FlashOrderPlaced: {
            /** @description Ask CheckFlashOrderStatus with it. */
            OrderId: number;
            Status: components["schemas"]["FlashOrderStatus"];
        };
        /** @description A swap of the customer. */
        FlashOrder: {
            OrderId: number;
            /** @description The coin spent. */
            FromCoin: string;
            /** @description The coin received. */
            ToCoin: string;
            FromAmount: components["schemas"]["Decimal"];
            /** @description Amount of ToCoin received after the fee. */
            ToAmount: components["schemas"]["Decimal"];
            /** @description Amount of ToCoin one FromCoin bought. */
            Price: components["schemas"]["Decimal"];
            /** @description The fee in FeeCoin. */
            Fee: components["schemas"]["Decimal"];
            FeeCoin: string;
            Status: components["schemas"]["FlashOrderStatus"];
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of flash orders. */
        FlashOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FlashOrder"][];
        };
        /**
         * @description Flexible products may be withdrawn at any time; fixed ones lock the principal for TermDays.
         * @enum {string}
         */
        FinancingProductType: "flexible" | "fixed";
        /** @description A coin code in capitals. */
        FinancingCoinCode: string;
        FinancingProductListRequest: {
            Type?: components["schemas"]["FinancingProductType"];
            CoinCode?: components["schemas"]["FinancingCoinCode"];
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        /** @description A yield tier: the part of a holding's principal from MinAmount up to the next tier's MinAmount earns Apy. */
        FinancingTier: {
            /** @description Where the tier starts; the first tier starts at 0. */
            MinAmount: components["schemas"]["Decimal"];
            /** @description Annual yield of the tier as a fraction: 0.1 is 10%. */
            Apy: components["schemas"]["Decimal"];
        };
        /** @description A savings product. */
        FinancingProduct: {
            ProductId: number;
            CoinCode: string;
            /** @description The product's name in the LanguageCode language. */
            Name: string;
            Type: components["schemas"]["FinancingProductType"];
            /** @description Annual yield as a fraction: 0.035 is 3.5%. With tiers, the highest tier's. */
            Apy: components["schemas"]["Decimal"];
            /** @description The yield by amount, lowest tier first; empty when Apy holds for every amount. */
            Tiers: components["schemas"]["FinancingTier"][];
            /** @description A fixed product: its holdings may be withdrawn before the term ends, giving up their interest. */
            EarlyRedemption: boolean;
            /** @description Days the principal is locked; 0 for a flexible product. */
            TermDays: number;
            /** @description Smallest deposit. */
            MinAmount: components["schemas"]["Decimal"];
            /** @description Most one customer may hold in the product. */
            MaxAmount: components["schemas"]["Decimal"];
            /** @description Most the product takes from all customers. */
            Quota: components["schemas"]["Decimal"];
            /** @description What all customers hold in it now. */
            QuotaUsed: components["schemas"]["Decimal"];
            /** @description Principal the signed-in customer holds in the product; null when signed out. */
            HeldAmount: components["schemas"]["Decimal"] | null;
        };
        FinancingProductPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FinancingProduct"][];
        };
        /** @description The customer's earn account; deposits need one. */
        FinancingAccount: {
            AccountId: number;
            UserId: number;
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description An amount of the product's coin, up to 8 decimals. */
        FinancingAmount: string;
        FinancingDepositRequest: {
            ProductId: number;
            Amount: components["schemas"]["FinancingAmount"];
        };
        /** @description Principal the customer has deposited into a product, with its interest so far. */
        FinancingHolding: {
            HoldingId: number;
            ProductId: number;
            ProductName: string;
            CoinCode: string;
            Type: components["schemas"]["FinancingProductType"];
            /** @description The yield of the principal held, by the product's tiers at the time of the deposit. */
            Apy: components["schemas"]["Decimal"];
            TermDays: number;
            /** @description Principal still held. */
            Principal: components["schemas"]["Decimal"];
            /** @description Interest the principal has accrued so far. */
            Interest: components["schemas"]["Decimal"];
            /** @description Principal plus interest in USDT. */
            ValueUsdt: components["schemas"]["Decimal"];
            /** @description When the deposit was made. */
            StartTime: components["schemas"]["DateTime"];
            /** @description When a fixed term ends; 0001-01-01T00:00:00 for a flexible holding. */
            MaturityTime: components["schemas"]["DateTime"];
            /** @description Whether the holding may be withdrawn now. */
            Withdrawable: boolean;
            /** @description A fixed holding in its term that may be withdrawn now: doing so gives up the interest of the amount withdrawn. */
            EarlyRedemption: boolean;
        };
        FinancingWithdrawRequest: {
            HoldingId: number;
            /** @description Principal to withdraw; at most the holding's principal. */
            Amount: components["schemas"]["FinancingAmount"];
        };
        /**
         * @description A deposit (subscription), a withdrawal (redemption) or the interest a withdrawal paid.
         * @enum {string}
         */
        FinancingTradeType: "deposit" | "withdraw" | "interest";
        /** @description A deposit into or a withdrawal from a holding, or the interest a withdrawal paid. */
        FinancingTradeRecord: {
            RecordId: number;
            HoldingId: number;
            ProductId: number;
            ProductName: string;
            CoinCode: string;
            TradeType: components["schemas"]["FinancingTradeType"];
            /** @description Principal deposited or withdrawn; for an interest record, the interest paid. */
            Amount: components["schemas"]["Decimal"];
            /** @description Interest paid with a withdrawal, or by an interest record; 0 for a deposit. */
            Interest: components["schemas"]["Decimal"];
            /** @description Interest an early redemption gave up; 0 otherwise. */
            InterestForfeited: components["schemas"]["Decimal"];
            CreateTime: components["schemas"]["DateTime"];
        };
        FinancingTradeRecordRequest: {
            TradeType?: components["schemas"]["FinancingTradeType"];
            CoinCode?: components["schemas"]["FinancingCoinCode"];
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        FinancingTradeRecordPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FinancingTradeRecord"][];
        };
        /** @description The customer's earn holdings and their totals. */
        FinancingUserAsset: {
            /** @description Whether the customer has opened the earn account. */
            HasAccount: boolean;
            /** @description Principal of every holding in USDT. */
            TotalPrincipalUsdt: components["schemas"]["Decimal"];
            /** @description Interest accrued by every holding in USDT. */
            TotalInterestUsdt: components["schemas"]["Decimal"];
            /** @description Principal plus interest in USDT. */
            TotalUsdt: components["schemas"]["Decimal"];
            Holdings: components["schemas"]["FinancingHolding"][];
        };
        /** @description A product with its rules. */
        FinancingProductDetail: components["schemas"]["FinancingProduct"] & {
            /** @description The product's rules as HTML in the LanguageCode language. */
            RulesHtml: string;
        };
        /** @description The spot balance of a coin that can be deposited. */
        FinancingAccountBalance: {
            CoinCode: string;
            Available: components["schemas"]["Decimal"];
        };
    };
    responses: {
        /** @description The request does not match the contract; Msg names the failing field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "StatusCode": 400,
                 *       "Msg": "body.Password: is required",
                 *       "Data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The token is missing, unknown or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "StatusCode": 401,
                 *       "Msg": "The token is not valid",
                 *       "Data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The token may not make this call. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "StatusCode": 403,
                 *       "Msg": "Forbidden",
                 *       "Data": null
                 *     }
                 */
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
            /** @description The user info of the token's customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "HasPassedLoginValidation": true,
                     *         "UserId": 100001,
                     *         "Phone": "8031234567",
                     *         "Email": "demo@example.com",
                     *         "AreaCode": "234",
                     *         "UserType": 1,
                     *         "LevelName": "Level 1",
                     *         "KycStatus": "passed",
                     *         "HasPin": true,
                     *         "GoogleEnabled": false,
                     *         "InviteCode": "DEMO2024",
                     *         "DefaultVarietyId": 1,
                     *         "CurrencyCode": "NGN",
                     *         "OrderSecondConfirm": false,
                     *         "UniqueCode": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UserInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    customerRefresh: {
        parameters: {
            query: {
                /** @description The refresh token stored at sign-in or at the previous refresh. */
                refreshToken: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Token": "AIvZb0SnfVQEAU2oF9JNe4hYymcpmc8t",
                     *         "RefreshToken": "lB2PPSghZYSL6As1JnNpn0HnI7oeytgg"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SessionTokens"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendVerifyCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ExpireSeconds": 600,
                     *         "ResendSeconds": 60
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["VerifyCodeSent"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityVerifyRequest"];
            };
        };
        responses: {
            /** @description A completed sign-in (scene login) or a recovery ticket (scene securityItem). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Scene": "securityItem",
                     *         "VerifyToken": "BKAabZG_4jKrQcmcTR3azYitCOqKzghP",
                     *         "ExpireSeconds": 600,
                     *         "ProvedItems": [
                     *           "email"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SecurityVerifyResult"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommitUnavailableSecurityItemRequest"];
            };
        };
        responses: {
            /** @description The item was replaced or reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Status": "done",
                     *         "LostItem": "phone"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SecurityItemCommitted"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckVerifyCodeInvalidRequest"];
            };
        };
        responses: {
            /** @description Whether the code is right and still valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Valid": true,
                     *         "Expired": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["VerifyCodeCheck"];
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
            /** @description The server time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["DateTime"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountRequest"];
            };
        };
        responses: {
            /** @description Whether an extra code is needed, and which kind. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "IsRemote": false,
                     *         "VerifyType": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["RemoteLogInCheck"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in, or the second step to take. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "HasPassedLoginValidation": true,
                     *         "Token": "5tYiaqN0i7aN5QVfvfUZL_sTrV0sRkyk",
                     *         "RefreshToken": "REHD8j_tJ6_kkhcwHBHSRmvgr7Ga0ExJ",
                     *         "UserInfo": {
                     *           "HasPassedLoginValidation": true,
                     *           "UserId": 100001,
                     *           "Phone": "8031234567",
                     *           "Email": "demo@example.com",
                     *           "AreaCode": "234",
                     *           "UserType": 1,
                     *           "LevelName": "Level 1",
                     *           "KycStatus": "passed",
                     *           "HasPin": true,
                     *           "GoogleEnabled": false,
                     *           "InviteCode": "DEMO2024",
                     *           "DefaultVarietyId": 1,
                     *           "CurrencyCode": "NGN",
                     *           "OrderSecondConfirm": false,
                     *           "UniqueCode": null
                     *         },
                     *         "VerifyType": null,
                     *         "VerifyToken": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SignInResult"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUserRequest"];
            };
        };
        responses: {
            /** @description The new customer, signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "HasPassedLoginValidation": true,
                     *         "Token": "L2OEY64d0bvztUTRedRmEEuhC07zRah6",
                     *         "RefreshToken": "Vx4WJY5g-kBD6I1tfx6bNj1AX9oByD0c",
                     *         "UserInfo": {
                     *           "HasPassedLoginValidation": true,
                     *           "UserId": 100004,
                     *           "Phone": null,
                     *           "Email": "new@example.com",
                     *           "AreaCode": null,
                     *           "UserType": 1,
                     *           "LevelName": "Level 0",
                     *           "KycStatus": "none",
                     *           "HasPin": false,
                     *           "GoogleEnabled": false,
                     *           "InviteCode": "EX255W",
                     *           "DefaultVarietyId": 1,
                     *           "CurrencyCode": "NGN",
                     *           "OrderSecondConfirm": false,
                     *           "UniqueCode": null
                     *         },
                     *         "VerifyType": null,
                     *         "VerifyToken": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SignInResult"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountRequest"];
            };
        };
        responses: {
            /** @description The masked phone and mail address, and whether the Google authenticator is on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Phone": "803****567",
                     *         "AreaCode": "234",
                     *         "Email": "de**@example.com",
                     *         "GoogleEnabled": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CustomerBindInfo"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgetPassRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
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
            /** @description The QR code's id and content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "QrId": "qww3R5nI0t-YTlhY",
                     *         "QrContent": "exchange-web://login?qrId=qww3R5nI0t-YTlhY",
                     *         "ExpireSeconds": 120
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LoginQr"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckQrStatusRequest"];
            };
        };
        responses: {
            /** @description The QR code's status, with the sign-in once confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Status": "confirmed",
                     *         "SignIn": {
                     *           "HasPassedLoginValidation": true,
                     *           "Token": "1L1qpNWsZZ-F9YGYdE1R1AqDawCv9S-c",
                     *           "RefreshToken": "Tdgm-FTQRff7l-os9j5wVyHKBwoVhwQr",
                     *           "UserInfo": {
                     *             "HasPassedLoginValidation": true,
                     *             "UserId": 100001,
                     *             "Phone": "8031234567",
                     *             "Email": "demo@example.com",
                     *             "AreaCode": "234",
                     *             "UserType": 1,
                     *             "LevelName": "Level 1",
                     *             "KycStatus": "passed",
                     *             "HasPin": true,
                     *             "GoogleEnabled": false,
                     *             "InviteCode": "DEMO2024",
                     *             "DefaultVarietyId": 1,
                     *             "CurrencyCode": "NGN",
                     *             "OrderSecondConfirm": false,
                     *             "UniqueCode": null
                     *           },
                     *           "VerifyType": null,
                     *           "VerifyToken": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LoginQrStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerIsExistPhone: {
        parameters: {
            query: {
                /** @description The phone number's digits, without the area code. */
                phone: components["schemas"]["PhoneNumber"];
                /** @description The country calling code, digits only (234 for Nigeria). */
                areaCode: components["schemas"]["AreaCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description True when an account uses this phone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Exists"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerIsExistEmail: {
        parameters: {
            query: {
                /** @description The mail address; compared without regard to case. */
                email: components["schemas"]["EmailAddress"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description True when an account uses this mail address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Exists"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    customerCustomerCodeExist: {
        parameters: {
            query: {
                /** @description The invite code; compared without regard to case. */
                code: components["schemas"]["InviteCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description True when a customer has this invite code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": false
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Exists"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyPhoneRequest"];
            };
        };
        responses: {
            /** @description The new phone is bound. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyEmailRequest"];
            };
        };
        responses: {
            /** @description The new mail address is bound. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyLoginPwdRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPinRequest"];
            };
        };
        responses: {
            /** @description The PIN is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description One page of sign-ins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 4,
                     *             "LoginTime": "2026-11-19T09:30:00.000Z",
                     *             "Ip": "102.89.34.17",
                     *             "DeviceId": "web-4be1c09a7d31",
                     *             "Client": "Web"
                     *           },
                     *           {
                     *             "Id": 3,
                     *             "LoginTime": "2026-11-16T09:30:00.000Z",
                     *             "Ip": "197.210.55.82",
                     *             "DeviceId": "web-91f0d2c6e8a4",
                     *             "Client": "Web"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LoginLogPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetGoogleTfaRequest"];
            };
        };
        responses: {
            /** @description The authenticator is switched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommitVerifyIdentityRequest"];
            };
        };
        responses: {
            /** @description The verification as it now stands (pending). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Status": "pending",
                     *         "RejectReason": null,
                     *         "Country": "NG",
                     *         "FirstName": "Ada",
                     *         "LastName": "Okafor",
                     *         "IdType": "passport",
                     *         "SubmitTime": "2026-11-20T09:30:00.000Z",
                     *         "ReviewTime": null,
                     *         "LevelName": "Level 1"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CustomerCertified"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUploadRequest"];
            };
        };
        responses: {
            /** @description The stored file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "FileId": "F5001",
                     *         "Url": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UploadedFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The secret to scan or type, and whether the authenticator is on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Secret": "TKCSWZ3PSDGBGDX7TPZSADJKVH4S3JBO",
                     *         "QrContent": "otpauth://totp/exchange-web:demo@example.com?secret=TKCSWZ3PSDGBGDX7TPZSADJKVH4S3JBO&issuer=exchange-web",
                     *         "Enabled": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["GoogleAuthenticator"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    personalCenterAuthenticatorGoogle: {
        parameters: {
            query: {
                /** @description The six digits the authenticator shows. */
                Code: components["schemas"]["SixDigitCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Whether the code is right (the current 30-second step or one either side). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Valid": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["GoogleCodeCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    personalCenterSetDefaultVariety: {
        parameters: {
            query: {
                /** @description Id of the fiat currency (Id of the fiat currency list). */
                varietyId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    personalCenterSetOrderSecondConfirm: {
        parameters: {
            query: {
                /** @description True to ask for a second confirmation before an order is placed. */
                Enable: boolean;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    personalCenterSetUniqueCode: {
        parameters: {
            query: {
                /** @description 6 to 20 letters, digits or underscores. */
                UniqueCode: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The verification state, with what was submitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Status": "passed",
                     *         "RejectReason": null,
                     *         "Country": "NG",
                     *         "FirstName": "Adaeze",
                     *         "LastName": "Okafor",
                     *         "IdType": "idCard",
                     *         "SubmitTime": "2026-10-11T09:30:00.000Z",
                     *         "ReviewTime": "2026-10-12T09:30:00.000Z",
                     *         "LevelName": "Level 1"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CustomerCertified"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckUserApplicationRequest"];
            };
        };
        responses: {
            /** @description The user application check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "LevelName": "sample",
                     *         "UserType": 1,
                     *         "IsReCert": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UserApplicationCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddApiKeyRequest"];
            };
        };
        responses: {
            /** @description The new key with its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ApiKeyId": 303,
                     *         "Label": "Grid bot",
                     *         "ApiKey": "93a5aba9e8a83183cb5881faea4b4383",
                     *         "Permissions": [
                     *           "read",
                     *           "trade"
                     *         ],
                     *         "IpWhitelist": [],
                     *         "Status": "active",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "ExpireTime": "2027-02-18T09:30:00.000Z",
                     *         "SecretKey": "678cc7743e00a0fe38d5e8c189b71b8b38b1de222fae84a36c53c03703f84f6b"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ApiKeyCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ApiKeyId": 302,
                     *         "Label": "Tracker",
                     *         "ApiKey": "b2de10b33ea0c27e07104712a4b2d70d",
                     *         "Permissions": [
                     *           "read"
                     *         ],
                     *         "IpWhitelist": [
                     *           "102.89.34.17"
                     *         ],
                     *         "Status": "active",
                     *         "CreateTime": "2026-11-10T09:30:00.000Z",
                     *         "ExpireTime": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ApiKeyInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["DelApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key is deleted and stops working. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description One page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "ApiKeyId": 302,
                     *             "Label": "Portfolio tracker",
                     *             "ApiKey": "b2de10b33ea0c27e07104712a4b2d70d",
                     *             "Permissions": [
                     *               "read"
                     *             ],
                     *             "IpWhitelist": [],
                     *             "Status": "active",
                     *             "CreateTime": "2026-11-10T09:30:00.000Z",
                     *             "ExpireTime": "2027-02-08T09:30:00.000Z"
                     *           },
                     *           {
                     *             "ApiKeyId": 301,
                     *             "Label": "Trading bot",
                     *             "ApiKey": "84eaef86f6a36e8798fc17d31ab4c57c",
                     *             "Permissions": [
                     *               "read",
                     *               "trade"
                     *             ],
                     *             "IpWhitelist": [
                     *               "102.89.34.17",
                     *               "102.89.34.18"
                     *             ],
                     *             "Status": "active",
                     *             "CreateTime": "2026-10-31T09:30:00.000Z",
                     *             "ExpireTime": null
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ApiKeyPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    myIDCMApiGetApiKey: {
        parameters: {
            query: {
                /** @description The key's ApiKeyId. */
                id: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The key, without its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ApiKeyId": 302,
                     *         "Label": "Portfolio tracker",
                     *         "ApiKey": "b2de10b33ea0c27e07104712a4b2d70d",
                     *         "Permissions": [
                     *           "read"
                     *         ],
                     *         "IpWhitelist": [],
                     *         "Status": "active",
                     *         "CreateTime": "2026-11-10T09:30:00.000Z",
                     *         "ExpireTime": "2027-02-08T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ApiKeyInfo"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApiDocumentTitleListRequest"];
            };
        };
        responses: {
            /** @description The titles in the language asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "Title": "Authentication",
                     *           "Sort": 1
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "Title": "Signing requests",
                     *           "Sort": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ApiDocumentTitleList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    apiDocumentGetApiDocument: {
        parameters: {
            query: {
                /** @description The document's Id from the title list. */
                id: number;
                /** @description The language of the page; the LanguageCode header's when left out. */
                languageCode?: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The document, its body in HTML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1,
                     *         "Title": "Authentication",
                     *         "Content": "<h2>Authentication</h2>\n<p>Every private endpoint needs an API key. Create one under <strong>Account &gt; API</strong>; the secret key is shown only once, so…",
                     *         "LanguageCode": "en",
                     *         "UpdateTime": "2024-03-04T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ApiDocument"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Page number, from 1. */
                    PageIndex: number;
                    /** @description Announcements per page. */
                    PageRows: number;
                    LanguageType: components["schemas"]["LanguageType"];
                    /** @description Only announcements whose title contains this text (case-insensitive). */
                    Keyword?: string;
                    /** @description Only announcements of this kind. */
                    Type?: components["schemas"]["AnnouncementType"];
                };
            };
        };
        responses: {
            /** @description One page of announcements in the requested language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 1011,
                     *             "Title": "Scheduled wallet maintenance for the TRON (TRC20) network",
                     *             "IsHot": true,
                     *             "CreateTime": "2026-11-19T06:30:00.000Z",
                     *             "Type": "maintenance"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 1,
                     *         "TotalCount": 11
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AnnouncementPage"];
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
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * @description How many announcements to answer.
                     * @default 5
                     */
                    top?: number;
                    LanguageType: components["schemas"]["LanguageType"];
                };
            };
        };
        responses: {
            /** @description The newest announcements, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1011,
                     *           "Title": "Scheduled wallet maintenance for the TRON (TRC20) network",
                     *           "IsHot": true,
                     *           "CreateTime": "2026-11-19T06:30:00.000Z",
                     *           "Type": "maintenance"
                     *         },
                     *         {
                     *           "Id": 1010,
                     *           "Title": "New listing: PEPE/USDT spot trading opens",
                     *           "IsHot": true,
                     *           "CreateTime": "2026-11-16T07:30:00.000Z",
                     *           "Type": "listing"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Announcement"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    announcementGetAppAnnouncement: {
        parameters: {
            query: {
                /** @description Id of the announcement. */
                id: number;
                /** @description Language of the texts; the LanguageCode header when absent. */
                languageCode?: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The announcement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1003,
                     *         "Title": "Beware of phishing sites and fake support agents",
                     *         "IsHot": false,
                     *         "CreateTime": "2026-10-07T07:30:00.000Z",
                     *         "Type": "security",
                     *         "Content": "<p>Our staff will <strong>never</strong> ask for your password, PIN or verification codes.</p><ul><li>Always check the address bar before signing…",
                     *         "Previous": {
                     *           "Id": 1004,
                     *           "Title": "Flash Exchange: swap coins in one click"
                     *         },
                     *         "Next": {
                     *           "Id": 1002,
                     *           "Title": "Updated Terms of Use and Privacy Policy"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AnnouncementDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    infoWebsiteCoinInfo: {
        parameters: {
            query: {
                /** @description Code of the coin, e.g. BTC. */
                coinCode: string;
                /** @description Language of the texts; the LanguageCode header when absent. */
                languageCode?: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The coin's introduction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CoinId": 1,
                     *         "Code": "BTC",
                     *         "Name": "Bitcoin",
                     *         "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *         "Intro": "<h2>Bitcoin (BTC)</h2><p>Bitcoin is the first decentralised digital currency, secured by proof of work and capped at 21 million coins.</p><ul><li>Networks:…",
                     *         "Website": "https://bitcoin.org/",
                     *         "Whitepaper": "https://bitcoin.org/bitcoin.pdf",
                     *         "IssueDate": "2009-01-03",
                     *         "TotalSupply": "21000000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CoinIntroduction"];
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
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Type": "terms",
                     *           "Title": "Terms of Use",
                     *           "Url": "/service?type=terms"
                     *         },
                     *         {
                     *           "Type": "privacy",
                     *           "Title": "Privacy Policy",
                     *           "Url": "/service?type=privacy"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ProtocolLink"][];
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
            /** @description The contact information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Cooperation": "Business cooperation: business@sandbox-exchange.example",
                     *         "CustomerService": "Customer support: support@sandbox-exchange.example",
                     *         "CopyRight": "© 2024 Sandbox Exchange. All rights reserved.",
                     *         "Data": [
                     *           {
                     *             "Name": "X",
                     *             "Logo": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *             "Url": "https://x.com/sandboxexchange"
                     *           },
                     *           {
                     *             "Name": "Telegram",
                     *             "Logo": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *             "Url": "https://t.me/sandboxexchange"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ContactInfo"];
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
            /** @description The link groups, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Title": "About",
                     *           "Links": [
                     *             {
                     *               "Title": "About us",
                     *               "Url": "/about"
                     *             },
                     *             {
                     *               "Title": "Announcements",
                     *               "Url": "/notice/list"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "Title": "Products",
                     *           "Links": [
                     *             {
                     *               "Title": "Markets",
                     *               "Url": "/markets"
                     *             },
                     *             {
                     *               "Title": "Buy crypto",
                     *               "Url": "/fiat"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FooterLinkGroup"][];
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
            /** @description The partner links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Title": "CoinMarketCap",
                     *           "Url": "https://coinmarketcap.com/"
                     *         },
                     *         {
                     *           "Title": "CoinGecko",
                     *           "Url": "https://www.coingecko.com/"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FriendLink"][];
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
            /** @description The countries, the home market (Nigeria) first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Code": "NG",
                     *           "Name": "Nigeria",
                     *           "AreaCode": "234",
                     *           "KycSupported": true,
                     *           "IdTypes": [
                     *             "passport",
                     *             "id_card"
                     *           ]
                     *         },
                     *         {
                     *           "Code": "GH",
                     *           "Name": "Ghana",
                     *           "AreaCode": "233",
                     *           "KycSupported": true,
                     *           "IdTypes": [
                     *             "passport",
                     *             "id_card"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["KycCountry"][];
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
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1,
                     *         "Name": "Sandbox Exchange",
                     *         "Domain": "www.sandbox-exchange.example",
                     *         "LogoUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *         "DefaultLanguage": "en",
                     *         "DefaultCurrency": "NGN",
                     *         "SupportEmail": "support@sandbox-exchange.example",
                     *         "Description": "A cryptocurrency exchange for everyday people: buy and sell Bitcoin, USDT and more with Naira, with your funds kept safe.",
                     *         "About": "<p>We started in Lagos in 2019 to make buying and selling crypto as simple as a bank transfer.</p><h2>What we stand for</h2><ul><li><strong>Safety…",
                     *         "ShareImageUrl": "https://static.sandbox-exchange.example/share/site-1200x630.png"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["WebSite"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newWebSiteGetWebSiteByUrl: {
        parameters: {
            query: {
                /** @description The address the front end runs at, e.g. https://www.sandbox-exchange.example/ (or just its host name). */
                url: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The site. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1,
                     *         "Name": "Sandbox Exchange",
                     *         "Domain": "www.sandbox-exchange.example",
                     *         "LogoUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *         "DefaultLanguage": "en",
                     *         "DefaultCurrency": "NGN",
                     *         "SupportEmail": "support@sandbox-exchange.example",
                     *         "Description": "A cryptocurrency exchange for everyday people: buy and sell Bitcoin, USDT and more with Naira, with your funds kept safe.",
                     *         "About": "<p>We started in Lagos in 2019 to make buying and selling crypto as simple as a bank transfer.</p><h2>What we stand for</h2><ul><li><strong>Safety…",
                     *         "ShareImageUrl": "https://static.sandbox-exchange.example/share/site-1200x630.png"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["WebSite"];
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
            /** @description One entry per app market (android, ios, beta). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "app_market": "android",
                     *           "Version": "3.8.2",
                     *           "QrContent": "https://download.sandbox-exchange.example/android/sandbox-exchange-3.8.2.apk",
                     *           "UpdateTime": "2026-11-14T09:30:00.000Z"
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "app_market": "ios",
                     *           "Version": "3.8.1",
                     *           "QrContent": "https://download.sandbox-exchange.example/ios",
                     *           "UpdateTime": "2026-11-11T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AppDownloadEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    protocolGetList: {
        parameters: {
            query: {
                /** @description Language of the documents. */
                languageCode: components["schemas"]["LanguageType"];
                /** @description Only documents of this type. */
                type?: components["schemas"]["ProtocolType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "Type": "terms",
                     *           "Title": "Terms of Use",
                     *           "Content": "<h2>1. Your account</h2><p>You must be at least 18 years old and give true information when you register. You are responsible for keeping your password, PIN…",
                     *           "UpdateTime": "2026-10-14T09:30:00.000Z"
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "Type": "privacy",
                     *           "Title": "Privacy Policy",
                     *           "Content": "<h2>What we collect</h2><ul><li>Account data: phone number, email address, country.</li><li>Identity documents you upload for verification.</li><li>Device and…",
                     *           "UpdateTime": "2026-10-14T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ProtocolDocument"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    protocolGetProtocol: {
        parameters: {
            query: {
                /** @description Id of the document. */
                id: number;
                /** @description Language of the document. */
                languageCode: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1,
                     *         "Type": "terms",
                     *         "Title": "Terms of Use",
                     *         "Content": "<h2>1. Your account</h2><p>You must be at least 18 years old and give true information when you register. You are responsible for keeping your password, PIN…",
                     *         "UpdateTime": "2026-10-14T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ProtocolDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    subBannerGetBannerList: {
        parameters: {
            query?: {
                /** @description Which page's banners; home when absent. */
                type?: components["schemas"]["BannerType"];
                /** @description Language of the banners; the LanguageCode header when absent. */
                languageCode?: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The banners, by Sort. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 301,
                     *           "Title": "Buy crypto with Naira",
                     *           "SubTitle": "Bank transfer, card or mobile money",
                     *           "ImageUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "LinkUrl": "/fiat",
                     *           "Sort": 1
                     *         },
                     *         {
                     *           "Id": 302,
                     *           "Title": "Zero maker fees on BTC/USDT",
                     *           "SubTitle": "For the next 30 days",
                     *           "ImageUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "LinkUrl": "/markets",
                     *           "Sort": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Banner"][];
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
            /** @description The currencies, the default (NGN) first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "Code": "NGN",
                     *           "Symbol": "₦",
                     *           "Rate": "1585.50"
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "Code": "USD",
                     *           "Symbol": "$",
                     *           "Rate": "1.00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FiatCurrency"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    currencyExchangeRateGetPairRateList: {
        parameters: {
            query?: {
                /** @description Code of the fiat currency; NGN when absent. */
                fiatCode?: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description One price per coin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinCode": "BTC",
                     *           "FiatCode": "NGN",
                     *           "Price": "106625065.26"
                     *         },
                     *         {
                     *           "CoinCode": "ETH",
                     *           "FiatCode": "NGN",
                     *           "Price": "5518412.025"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PairRate"][];
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
            /** @description The coins, by CoinId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 1,
                     *           "Code": "BTC",
                     *           "Name": "Bitcoin",
                     *           "Precision": 8,
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "PriceUsdt": "67250.12",
                     *           "Change24h": "2.35"
                     *         },
                     *         {
                     *           "CoinId": 2,
                     *           "Code": "ETH",
                     *           "Name": "Ethereum",
                     *           "Precision": 8,
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "PriceUsdt": "3480.55",
                     *           "Change24h": "-1.12"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Coin"][];
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
            /** @description The coins, by CoinId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 1,
                     *           "Code": "BTC",
                     *           "Name": "Bitcoin",
                     *           "Precision": 8,
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "PriceUsdt": "67250.12",
                     *           "Change24h": "2.35",
                     *           "DepositEnabled": true,
                     *           "WithdrawEnabled": true,
                     *           "MinWithdraw": "0.00024",
                     *           "WithdrawFee": "0.00012"
                     *         },
                     *         {
                     *           "CoinId": 2,
                     *           "Code": "ETH",
                     *           "Name": "Ethereum",
                     *           "Precision": 8,
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "PriceUsdt": "3480.55",
                     *           "Change24h": "-1.12",
                     *           "DepositEnabled": true,
                     *           "WithdrawEnabled": true,
                     *           "MinWithdraw": "0.0029",
                     *           "WithdrawFee": "0.0012"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CoinTransferSetting"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    coinGetCoinChains: {
        parameters: {
            query: {
                /** @description CoinId of the coin. */
                coinId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The coin's networks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "ChainName": "BTC",
                     *           "Confirmations": 2,
                     *           "WithdrawFee": "0.00012",
                     *           "MinWithdraw": "0.00024",
                     *           "MemoRequired": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CoinChain"][];
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
            /** @description The levels, lowest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Level": 0,
                     *           "Name": "Unverified",
                     *           "Requirements": "A confirmed phone number or email address.",
                     *           "DailyWithdrawLimit": "1000",
                     *           "LimitCoinCode": "USDT"
                     *         },
                     *         {
                     *           "Level": 1,
                     *           "Name": "Level 1",
                     *           "Requirements": "Your full name, country and ID number.",
                     *           "DailyWithdrawLimit": "20000",
                     *           "LimitCoinCode": "USDT"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["KycLevelSetting"][];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Page number, from 1. */
                    PageIndex: number;
                    /** @description Articles per page. */
                    PageRows: number;
                    languageCode: components["schemas"]["LanguageType"];
                    type?: components["schemas"]["NewsType"];
                };
            };
        };
        responses: {
            /** @description One page of article summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 509,
                     *             "Title": "Weekly review: BTC holds above 65,000",
                     *             "Summary": "Bitcoin gained 2% on the week while altcoins were mixed.",
                     *             "CoverUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *             "CoverResourceId": "news-509-cover",
                     *             "CreateTime": "2026-11-19T05:30:00.000Z",
                     *             "Type": "analysis",
                     *             "ReadCount": 980
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 1,
                     *         "TotalCount": 12
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["NewsPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newsGetNewsById: {
        parameters: {
            query: {
                /** @description Id of the article. */
                id: number;
                /** @description Language of the article. */
                languageCode: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The article. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 503,
                     *         "Title": "Nigeria publishes new rules for digital asset exchanges",
                     *         "Summary": "The securities regulator sets out licences, custody and reporting duties.",
                     *         "CoverUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *         "CoverResourceId": "news-503-cover",
                     *         "CreateTime": "2026-11-04T06:30:00.000Z",
                     *         "Type": "industry",
                     *         "ReadCount": 5121,
                     *         "Content": "<p>Nigeria’s securities regulator has published its rules for platforms that trade digital assets.</p><h2>Key points</h2><ul><li>Exchanges need a licence and a…",
                     *         "Attachments": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["NewsArticle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    newsGetRotationList: {
        parameters: {
            query: {
                /** @description Which type of articles. */
                type: components["schemas"]["NewsType"];
                /** @description Language of the articles. */
                languageCode: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Up to three article summaries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 501,
                     *           "Title": "Bitcoin hash rate reaches a new high",
                     *           "Summary": "More computing power than ever now secures the Bitcoin network.",
                     *           "CoverUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "CoverResourceId": "news-501-cover",
                     *           "CreateTime": "2026-11-18T08:30:00.000Z",
                     *           "Type": "industry",
                     *           "ReadCount": 4210
                     *         },
                     *         {
                     *           "Id": 502,
                     *           "Title": "Stablecoin supply passes 160 billion dollars",
                     *           "Summary": "USDT and USDC keep growing as more payments move on chain.",
                     *           "CoverUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "CoverResourceId": "news-502-cover",
                     *           "CreateTime": "2026-11-11T07:30:00.000Z",
                     *           "Type": "industry",
                     *           "ReadCount": 2875
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["NewsSummary"][];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the picture, e.g. the CoverResourceId of an article. */
                    ResourceId: string;
                };
            };
        };
        responses: {
            /** @description The picture's bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="640" viewBox="0 0 1200 640"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(30,70%,28%)"/><stop offset="1" stop-color="hsl(80,75%,52%)"/></linearGradient></defs><rect width="1200" height="640" fill="url(#g)"/><text x="72" y="240" font-family="Helvetica,Arial,sans-serif" font-size="80" font-weight="700" fill="#fff"><tspan x="72" dy="0">Weekly review: BTC</tspan><tspan x="72" dy="96">holds above 65,000</tspan></text></svg> */
                    "application/octet-stream": string;
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
        requestBody: {
            content: {
                "application/json": {
                    languageCode: components["schemas"]["LanguageType"];
                };
            };
        };
        responses: {
            /** @description The categories, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 11,
                     *           "Name": "Account and verification",
                     *           "Icon": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "ArticleCount": 3
                     *         },
                     *         {
                     *           "Id": 12,
                     *           "Name": "Deposits and withdrawals",
                     *           "Icon": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "ArticleCount": 11
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["HelpCategory"][];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the category; absent: every category. */
                    CategoryId?: number;
                    /**
                     * @description Newest first, or most read first.
                     * @default newest
                     * @enum {string}
                     */
                    Sort?: "newest" | "popular";
                    /** @description Page number, from 1. */
                    PageIndex: number;
                    /** @description Articles per page. */
                    PageRows: number;
                    languageCode: components["schemas"]["LanguageType"];
                };
            };
        };
        responses: {
            /** @description One page of article summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 1401,
                     *             "CategoryId": 14,
                     *             "CategoryName": "Security",
                     *             "Title": "Security tips",
                     *             "CreateTime": "2026-11-13T03:30:00.000Z"
                     *           },
                     *           {
                     *             "Id": 1402,
                     *             "CategoryId": 14,
                     *             "CategoryName": "Security",
                     *             "Title": "How to enable Google Authenticator",
                     *             "CreateTime": "2026-10-21T02:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 2,
                     *         "TotalCount": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["HelpArticlePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    helpCenterGetHelpCenterShow: {
        parameters: {
            query: {
                /** @description Id of the article. */
                id: number;
                /** @description Language of the article. */
                languageCode: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The article. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1102,
                     *         "CategoryId": 11,
                     *         "CategoryName": "Account and verification",
                     *         "Title": "How to verify your identity",
                     *         "CreateTime": "2026-10-09T05:30:00.000Z",
                     *         "Content": "<p>Identity verification raises your daily withdrawal limit.</p><h2>What you need</h2><ul><li>A passport, national ID card or driving licence.</li><li>A…"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["HelpArticle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    pageVideoGetList: {
        parameters: {
            query: {
                /** @description Language of the titles. */
                languageCode: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The videos, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 71,
                     *           "Title": "Register and verify your identity",
                     *           "Url": "https://academy.sandbox-exchange.example/videos/register-and-verify",
                     *           "CoverUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "Duration": 185,
                     *           "VideoUrl": "/__sandbox/media/tutorial-71.webm",
                     *           "Captions": [
                     *             {
                     *               "Language": "en",
                     *               "Label": "English",
                     *               "Url": "/__sandbox/media/tutorial-71.en.vtt"
                     *             },
                     *             {
                     *               "Language": "fr",
                     *               "Label": "Français",
                     *               "Url": "/__sandbox/media/tutorial-71.fr.vtt"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "Id": 72,
                     *           "Title": "Buy USDT with Naira",
                     *           "Url": "https://academy.sandbox-exchange.example/videos/buy-usdt-with-naira",
                     *           "CoverUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "Duration": 242,
                     *           "VideoUrl": "/__sandbox/media/tutorial-72.webm",
                     *           "Captions": [
                     *             {
                     *               "Language": "en",
                     *               "Label": "English",
                     *               "Url": "/__sandbox/media/tutorial-72.en.vtt"
                     *             },
                     *             {
                     *               "Language": "fr",
                     *               "Label": "Français",
                     *               "Url": "/__sandbox/media/tutorial-72.fr.vtt"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["TutorialVideo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    helpsSearchList: {
        parameters: {
            query: {
                /** @description Text to look for. */
                keyword: string;
                /** @description Language searched and answered. */
                languageCode: components["schemas"]["LanguageType"];
                /** @description Page number, from 1; 1 when absent. */
                PageIndex?: number;
                /** @description Hits per page; 20 when absent. */
                PageRows?: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description One page of hits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["HelpSearchPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    digitalAssetsGetSearchListNew: {
        parameters: {
            query?: {
                /** @description Text to look for. */
                keyword?: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The matching coins, by CoinId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 1,
                     *           "Code": "BTC",
                     *           "Name": "Bitcoin",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "Summary": "Bitcoin is the first decentralised digital currency, secured by proof of work and capped at 21 million coins."
                     *         },
                     *         {
                     *           "CoinId": 2,
                     *           "Code": "ETH",
                     *           "Name": "Ethereum",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *           "Summary": "Ether pays for computation on Ethereum, the programmable blockchain that runs smart contracts and most DeFi applications."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["DigitalAssetHit"][];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetsQuery"];
            };
        };
        responses: {
            /** @description The balances and their totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "FiatCode": "NGN",
                     *         "TotalUsdt": "77591.17",
                     *         "TotalFiat": "123020812.35",
                     *         "Items": [
                     *           {
                     *             "CoinId": 1,
                     *             "Code": "BTC",
                     *             "Name": "Bitcoin",
                     *             "Precision": 8,
                     *             "Available": "0.52310000",
                     *             "Frozen": "0.00000000",
                     *             "Total": "0.52310000",
                     *             "ValueUsdt": "35178.53",
                     *             "ValueFiat": "55775571.63"
                     *           },
                     *           {
                     *             "CoinId": 2,
                     *             "Code": "ETH",
                     *             "Name": "Ethereum",
                     *             "Precision": 8,
                     *             "Available": "3.40000000",
                     *             "Frozen": "0.80000000",
                     *             "Total": "4.20000000",
                     *             "ValueUsdt": "14618.31",
                     *             "ValueFiat": "23177330.50"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CustomerAssets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalRequest"];
            };
        };
        responses: {
            /** @description The applied withdrawal and what confirms it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Rid": "5009",
                     *         "Amount": "100",
                     *         "Fee": "1",
                     *         "ReceiveAmount": "100",
                     *         "NeedVerify": [
                     *           "email",
                     *           "pin"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["WithdrawalApplication"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAssetsQuery"];
            };
        };
        responses: {
            /** @description The matching balances and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "FiatCode": "NGN",
                     *         "TotalUsdt": "77591.17",
                     *         "TotalFiat": "123020812.35",
                     *         "Items": [
                     *           {
                     *             "CoinId": 1,
                     *             "Code": "BTC",
                     *             "Name": "Bitcoin",
                     *             "Precision": 8,
                     *             "Available": "0.52310000",
                     *             "Frozen": "0.00000000",
                     *             "Total": "0.52310000",
                     *             "ValueUsdt": "35178.53",
                     *             "ValueFiat": "55775571.63"
                     *           },
                     *           {
                     *             "CoinId": 2,
                     *             "Code": "ETH",
                     *             "Name": "Ethereum",
                     *             "Precision": 8,
                     *             "Available": "3.40000000",
                     *             "Frozen": "0.80000000",
                     *             "Total": "4.20000000",
                     *             "ValueUsdt": "14618.31",
                     *             "ValueFiat": "23177330.50"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CustomerAssets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    customerAssetsConfirmTransactionOut: {
        parameters: {
            query: {
                /** @description Rid of the withdrawal, from ApplyTransactionOut. */
                rid: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalConfirmation"];
            };
        };
        responses: {
            /** @description The withdrawal, now confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Rid": "5009",
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "Chain": "TRC20",
                     *         "Address": "TwGEX5Z5MsR77JEtQzBM7TbX5DbroqZZBX",
                     *         "Memo": null,
                     *         "Amount": "100",
                     *         "Fee": "1",
                     *         "ReceiveAmount": "100",
                     *         "Status": "confirmed",
                     *         "FailReason": null,
                     *         "TxId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    customerAssetsCancelApplyTransactionOut: {
        parameters: {
            query: {
                /** @description Rid of the withdrawal, from ApplyTransactionOut. */
                rid: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The withdrawal, now cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Rid": "5009",
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "Chain": "TRC20",
                     *         "Address": "TwGEX5Z5MsR77JEtQzBM7TbX5DbroqZZBX",
                     *         "Memo": null,
                     *         "Amount": "100",
                     *         "Fee": "1",
                     *         "ReceiveAmount": "100",
                     *         "Status": "cancelled",
                     *         "FailReason": null,
                     *         "TxId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CurrencyAssetsQuery"];
            };
        };
        responses: {
            /** @description The total in USDT and in each fiat currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "TotalUsdt": "77591.17",
                     *         "Items": [
                     *           {
                     *             "FiatId": 1,
                     *             "FiatCode": "NGN",
                     *             "Symbol": "₦",
                     *             "RateToUsdt": "1585.50",
                     *             "TotalFiat": "123020812.35"
                     *           },
                     *           {
                     *             "FiatId": 2,
                     *             "FiatCode": "USD",
                     *             "Symbol": "$",
                     *             "RateToUsdt": "1.00",
                     *             "TotalFiat": "77591.17"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CurrencyAssets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CoinListQuery"];
            };
        };
        responses: {
            /** @description The coins, in listing order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 1,
                     *           "Code": "BTC",
                     *           "Name": "Bitcoin",
                     *           "Precision": 8,
                     *           "CanDeposit": true,
                     *           "CanWithdraw": true,
                     *           "Chains": [
                     *             {
                     *               "Chain": "BTC",
                     *               "CanDeposit": true,
                     *               "CanWithdraw": true,
                     *               "MinDeposit": "0.000015",
                     *               "MinWithdraw": "0.00024",
                     *               "MaxWithdraw": "0.75",
                     *               "WithdrawFee": "0.00012",
                     *               "Confirmations": 2,
                     *               "NeedMemo": false,
                     *               "AddressPattern": "^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$",
                     *               "ExplorerTxUrl": "https://mempool.space/tx/{txId}"
                     *             }
                     *           ],
                     *           "DailyWithdrawLimit": "0.29739723",
                     *           "DailyWithdrawRemaining": "0.28822253",
                     *           "FiatPayOut": []
                     *         },
                     *         {
                     *           "CoinId": 2,
                     *           "Code": "ETH",
                     *           "Name": "Ethereum",
                     *           "Precision": 8,
                     *           "CanDeposit": true,
                     *           "CanWithdraw": true,
                     *           "Chains": [
                     *             {
                     *               "Chain": "ERC20",
                     *               "CanDeposit": true,
                     *               "CanWithdraw": true,
                     *               "MinDeposit": "0.00029",
                     *               "MinWithdraw": "0.0029",
                     *               "MaxWithdraw": "15",
                     *               "WithdrawFee": "0.0012",
                     *               "Confirmations": 12,
                     *               "NeedMemo": false,
                     *               "AddressPattern": "^0x[0-9a-fA-F]{40}$",
                     *               "ExplorerTxUrl": "https://etherscan.io/tx/{txId}"
                     *             }
                     *           ],
                     *           "DailyWithdrawLimit": "5.74621827",
                     *           "DailyWithdrawRemaining": "5.56894743",
                     *           "FiatPayOut": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AssetCoin"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferQuantityQuery"];
            };
        };
        responses: {
            /** @description The movable quantity and both accounts' available balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CoinId": 1,
                     *         "Code": "BTC",
                     *         "From": "spot",
                     *         "Quantity": "0.52310000",
                     *         "SpotAvailable": "0.52310000",
                     *         "ContractAvailable": "0.00000000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["TransferQuantity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The completed transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 7004,
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "Amount": "500",
                     *         "From": "spot",
                     *         "To": "contract",
                     *         "Status": "completed",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Transfer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferListQuery"];
            };
        };
        responses: {
            /** @description One page of transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 7003,
                     *             "CoinId": 3,
                     *             "Code": "USDT",
                     *             "Amount": "300",
                     *             "From": "spot",
                     *             "To": "contract",
                     *             "Status": "completed",
                     *             "CreateTime": "2026-11-07T21:30:00.000Z"
                     *           },
                     *           {
                     *             "Id": 7002,
                     *             "CoinId": 3,
                     *             "Code": "USDT",
                     *             "Amount": "800",
                     *             "From": "contract",
                     *             "To": "spot",
                     *             "Status": "completed",
                     *             "CreateTime": "2026-10-22T00:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["TransferPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    coinAddressGetAddress: {
        parameters: {
            query: {
                /** @description CoinId of the coin. */
                coinId: number;
                /** @description One of the coin's chains (AssetCoin.Chains). */
                chain: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The deposit address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "Chain": "TRC20",
                     *         "Address": "Tqpwe6ZkmMaSF33vF23Cu88sEguZDKN1Re",
                     *         "Memo": null,
                     *         "QrContent": "Tqpwe6ZkmMaSF33vF23Cu88sEguZDKN1Re",
                     *         "MinDeposit": "1",
                     *         "Confirmations": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["DepositAddress"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CoinListQuery"];
            };
        };
        responses: {
            /** @description The coins, in listing order, each with its deposit chains only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 1,
                     *           "Code": "BTC",
                     *           "Name": "Bitcoin",
                     *           "Precision": 8,
                     *           "CanDeposit": true,
                     *           "CanWithdraw": true,
                     *           "Chains": [
                     *             {
                     *               "Chain": "BTC",
                     *               "CanDeposit": true,
                     *               "CanWithdraw": true,
                     *               "MinDeposit": "0.000015",
                     *               "MinWithdraw": "0.00024",
                     *               "MaxWithdraw": "0.75",
                     *               "WithdrawFee": "0.00012",
                     *               "Confirmations": 2,
                     *               "NeedMemo": false,
                     *               "AddressPattern": "^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$",
                     *               "ExplorerTxUrl": "https://mempool.space/tx/{txId}"
                     *             }
                     *           ],
                     *           "DailyWithdrawLimit": "0.29739723",
                     *           "DailyWithdrawRemaining": "0.28822253",
                     *           "FiatPayOut": []
                     *         },
                     *         {
                     *           "CoinId": 2,
                     *           "Code": "ETH",
                     *           "Name": "Ethereum",
                     *           "Precision": 8,
                     *           "CanDeposit": true,
                     *           "CanWithdraw": true,
                     *           "Chains": [
                     *             {
                     *               "Chain": "ERC20",
                     *               "CanDeposit": true,
                     *               "CanWithdraw": true,
                     *               "MinDeposit": "0.00029",
                     *               "MinWithdraw": "0.0029",
                     *               "MaxWithdraw": "15",
                     *               "WithdrawFee": "0.0012",
                     *               "Confirmations": 12,
                     *               "NeedMemo": false,
                     *               "AddressPattern": "^0x[0-9a-fA-F]{40}$",
                     *               "ExplorerTxUrl": "https://etherscan.io/tx/{txId}"
                     *             }
                     *           ],
                     *           "DailyWithdrawLimit": "5.74621827",
                     *           "DailyWithdrawRemaining": "5.56894743",
                     *           "FiatPayOut": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AssetCoin"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositListQuery"];
            };
        };
        responses: {
            /** @description One page of deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 1014,
                     *             "CoinId": 3,
                     *             "Code": "USDT",
                     *             "Chain": "TRC20",
                     *             "Address": "Tqpwe6ZkmMaSF33vF23Cu88sEguZDKN1Re",
                     *             "Memo": null,
                     *             "Amount": "250",
                     *             "TxId": "56aa551f4978db0c78776cc0d91ae9d28d93b645c1075c86165632aad43ccb99",
                     *             "Confirmations": 8,
                     *             "RequiredConfirmations": 20,
                     *             "Status": "confirming",
                     *             "CreateTime": "2026-11-20T09:27:00.000Z",
                     *             "CompleteTime": null
                     *           },
                     *           {
                     *             "Id": 1013,
                     *             "CoinId": 5,
                     *             "Code": "SOL",
                     *             "Chain": "SOL",
                     *             "Address": "1GxGi7RtPbwKLf5GyZ4kWE4gURSEbJxpkWrsnz6nFCtf",
                     *             "Memo": null,
                     *             "Amount": "15",
                     *             "TxId": "C3t4BAeLLvJbGuFQFHGxCLHrSD8gaZ6W3CnERha9jq55gKY3tnwx7qpdVThFcytkZtegjy872WFaiwfTDFJWWt99",
                     *             "Confirmations": 1,
                     *             "RequiredConfirmations": 1,
                     *             "Status": "completed",
                     *             "CreateTime": "2026-11-19T02:30:00.000Z",
                     *             "CompleteTime": "2026-11-19T02:50:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 14
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["DepositPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalListQuery"];
            };
        };
        responses: {
            /** @description One page of withdrawals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Rid": "5008",
                     *             "CoinId": 8,
                     *             "Code": "DOGE",
                     *             "Chain": "DOGE",
                     *             "Address": "DaYUf7Cjpvxu3Yx6SSLu3HRgMAcj92EAeP",
                     *             "Memo": null,
                     *             "Amount": "5000",
                     *             "Fee": "4.9",
                     *             "ReceiveAmount": "5000",
                     *             "Status": "completed",
                     *             "FailReason": null,
                     *             "TxId": "953efef4b72dd1ab38352dfe65fc87b66e1a4e8cb363b7d9b23ca83594d63d3b",
                     *             "CreateTime": "2026-11-19T11:30:00.000Z",
                     *             "CompleteTime": "2026-11-19T12:05:00.000Z"
                     *           },
                     *           {
                     *             "Rid": "5007",
                     *             "CoinId": 3,
                     *             "Code": "USDT",
                     *             "Chain": "BEP20",
                     *             "Address": "0xa8b89d9b7ff7f6a3cc747db22fb027809b4951a4",
                     *             "Memo": null,
                     *             "Amount": "500",
                     *             "Fee": "0.3",
                     *             "ReceiveAmount": "500",
                     *             "Status": "completed",
                     *             "FailReason": null,
                     *             "TxId": "0x5a1d71a3dae4bc7ff61471f98950807b5a72eefc1a991982e3b6313dc5932c8a",
                     *             "CreateTime": "2026-11-15T08:30:00.000Z",
                     *             "CompleteTime": "2026-11-15T09:05:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 8
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["WithdrawalPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetsRecordQuery"];
            };
        };
        responses: {
            /** @description The movement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 1001,
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "RecordType": "deposit",
                     *         "RecordTypeName": "Deposit",
                     *         "Amount": "5000",
                     *         "Fee": "0",
                     *         "Status": "completed",
                     *         "StatusName": "Completed",
                     *         "CreateTime": "2026-09-23T01:30:00.000Z",
                     *         "Chain": "TRC20",
                     *         "TxId": "635b2be247f1133510f8c8a334fdb08f568c49c657fffdccb2286aa644f174f3",
                     *         "Address": "Tqpwe6ZkmMaSF33vF23Cu88sEguZDKN1Re",
                     *         "Memo": null,
                     *         "Confirmations": 20,
                     *         "RequiredConfirmations": 20,
                     *         "CompleteTime": "2026-09-23T01:50:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AssetsRecordDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetsRecordListQuery"];
            };
        };
        responses: {
            /** @description One page of movements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 1014,
                     *             "CoinId": 3,
                     *             "Code": "USDT",
                     *             "RecordType": "deposit",
                     *             "RecordTypeName": "Deposit",
                     *             "Amount": "250",
                     *             "Fee": "0",
                     *             "Status": "processing",
                     *             "StatusName": "Processing",
                     *             "CreateTime": "2026-11-20T09:27:00.000Z"
                     *           },
                     *           {
                     *             "Id": 5008,
                     *             "CoinId": 8,
                     *             "Code": "DOGE",
                     *             "RecordType": "withdraw",
                     *             "RecordTypeName": "Withdrawal",
                     *             "Amount": "-5000",
                     *             "Fee": "4.9",
                     *             "Status": "completed",
                     *             "StatusName": "Completed",
                     *             "CreateTime": "2026-11-19T11:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 38
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AssetsRecordPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The status options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Value": "pending",
                     *           "Name": "Pending"
                     *         },
                     *         {
                     *           "Value": "processing",
                     *           "Name": "Processing"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["RecordStatusOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The record type options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Value": "deposit",
                     *           "Name": "Deposit"
                     *         },
                     *         {
                     *           "Value": "withdraw",
                     *           "Name": "Withdrawal"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["RecordTypeOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAddressRequest"];
            };
        };
        responses: {
            /** @description The saved address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 4,
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "Chain": "TRC20",
                     *         "Address": "TwGEX5Z5MsR77JEtQzBM7TbX5DbroqZZBX",
                     *         "Label": "Savings",
                     *         "Memo": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UserAddress"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    coinUserAddressDisableCoinAddress: {
        parameters: {
            query: {
                /** @description Id of the saved address. */
                id: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Data is true once the address is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    coinUserAddressGetAllCoinUserAddress: {
        parameters: {
            query?: {
                /** @description Only the addresses of this coin. */
                coinId?: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The saved addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 3,
                     *           "CoinId": 3,
                     *           "Code": "USDT",
                     *           "Chain": "TRC20",
                     *           "Address": "TdWA96v3KNtSL2Rabqtxs8Du6c2TodukMC",
                     *           "Label": "Binance account",
                     *           "Memo": null,
                     *           "CreateTime": "2026-11-04T09:30:00.000Z"
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "CoinId": 2,
                     *           "Code": "ETH",
                     *           "Chain": "ERC20",
                     *           "Address": "0x5385ae3ab2253952d0585a1c057a8b6f1fc2d470",
                     *           "Label": "MetaMask",
                     *           "Memo": null,
                     *           "CreateTime": "2026-10-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UserAddress"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    digitalFiatGetPaymentTypeList: {
        parameters: {
            query: {
                /** @description The fiat currency paid or received. */
                fiatCode: components["schemas"]["FiatCode"];
                /** @description in for buying (pay-in), out for selling (pay-out). */
                direction: components["schemas"]["Direction"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The payment types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "PayTypeId": 1,
                     *           "Name": "Bank transfer",
                     *           "Channel": "bank",
                     *           "FiatCode": "NGN",
                     *           "Direction": "in",
                     *           "MinAmount": "1000",
                     *           "MaxAmount": "5000000",
                     *           "FeeRate": "0.005"
                     *         },
                     *         {
                     *           "PayTypeId": 2,
                     *           "Name": "Debit card",
                     *           "Channel": "card",
                     *           "FiatCode": "NGN",
                     *           "Direction": "in",
                     *           "MinAmount": "1000",
                     *           "MaxAmount": "500000",
                     *           "FeeRate": "0.015"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentType"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    digitalFiatGetRechargePayInOrder: {
        parameters: {
            query: {
                /** @description OrderId from DfcRecharge. */
                orderId: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "PI2026112020003",
                     *         "FiatCode": "NGN",
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "FiatAmount": "100000.00",
                     *         "PayTypeId": 1,
                     *         "PayTypeName": "Bank transfer",
                     *         "Rate": "1604.53",
                     *         "Fee": "500.00",
                     *         "ReceiveAmount": "62.0119",
                     *         "Status": "pending",
                     *         "FailReason": null,
                     *         "PayUrl": "/fiat/payment?orderId=PI2026112020003",
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank",
                     *             "Value": "Providus Bank"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "9900020003"
                     *           }
                     *         ],
                     *         "ExpireTime": "2026-11-20T09:45:00.000Z",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "PaidTime": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PayInOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    digitalFiatGetDfcPayOutMethodParam: {
        parameters: {
            query: {
                /** @description PayTypeId of a pay-out payment type. */
                payTypeId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The fields, in form order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Name": "BankCode",
                     *           "Label": "Bank",
                     *           "Type": "select",
                     *           "Required": true,
                     *           "Pattern": null,
                     *           "Options": [
                     *             {
                     *               "Value": "044",
                     *               "Name": "Access Bank"
                     *             },
                     *             {
                     *               "Value": "023",
                     *               "Name": "Citibank Nigeria"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "Name": "AccountNumber",
                     *           "Label": "Account number",
                     *           "Type": "number",
                     *           "Required": true,
                     *           "Pattern": "^\\d{10}$",
                     *           "Options": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PayOutField"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    digitalFiatGetDfcWithdrawalRecipientByCoinId: {
        parameters: {
            query: {
                /** @description CoinId of the coin sold. */
                coinId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The saved recipients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": []
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["WithdrawalRecipient"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    digitalFiatDfcDropdownList: {
        parameters: {
            query: {
                /** @description Which list. */
                type: "bank" | "mobileOperator";
                /** @description The currency whose country's list is wanted; NGN when left out. */
                fiatCode?: components["schemas"]["FiatCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The options, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Value": "044",
                     *           "Name": "Access Bank"
                     *         },
                     *         {
                     *           "Value": "023",
                     *           "Name": "Citibank Nigeria"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["DropdownOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The bank accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "BankCode": "058",
                     *           "BankName": "Guaranty Trust Bank",
                     *           "AccountNumber": "0123456789",
                     *           "AccountName": "DEMO CUSTOMER",
                     *           "FiatCode": "NGN",
                     *           "CreateTime": "2026-10-21T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["BankAccount"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "FiatCode": "NGN",
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "FiatAmount": "100000.00",
                     *         "PayTypeId": 1,
                     *         "Rate": "1604.53",
                     *         "Fee": "500.00",
                     *         "ReceiveAmount": "62.0119",
                     *         "ExpireTime": "2026-11-20T09:30:30.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["RechargeQuote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "PI2026112020003",
                     *         "FiatCode": "NGN",
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "FiatAmount": "100000.00",
                     *         "PayTypeId": 1,
                     *         "PayTypeName": "Bank transfer",
                     *         "Rate": "1604.53",
                     *         "Fee": "500.00",
                     *         "ReceiveAmount": "62.0119",
                     *         "Status": "pending",
                     *         "FailReason": null,
                     *         "PayUrl": "/fiat/payment?orderId=PI2026112020003",
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank",
                     *             "Value": "Providus Bank"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "9900020003"
                     *           }
                     *         ],
                     *         "ExpireTime": "2026-11-20T09:45:00.000Z",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "PaidTime": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PayInOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayOutRequest"];
            };
        };
        responses: {
            /** @description The pay-out order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "PO2026112030002",
                     *         "CoinId": 3,
                     *         "Code": "USDT",
                     *         "Amount": "100.0000",
                     *         "FiatCode": "NGN",
                     *         "Rate": "1566.47",
                     *         "FiatAmount": "156647.00",
                     *         "Fee": "1253.18",
                     *         "ReceiveFiatAmount": "155393.82",
                     *         "PayTypeId": 11,
                     *         "PayTypeName": "Bank transfer",
                     *         "BankAccountId": 1,
                     *         "BankName": "Guaranty Trust Bank",
                     *         "AccountNumber": "0123456789",
                     *         "AccountName": "DEMO CUSTOMER",
                     *         "Status": "processing",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PayOutOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountRequest"];
            };
        };
        responses: {
            /** @description The saved account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 2,
                     *         "BankCode": "057",
                     *         "BankName": "Zenith Bank",
                     *         "AccountNumber": "2087654321",
                     *         "AccountName": "DEMO CUSTOMER",
                     *         "FiatCode": "NGN",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["BankAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountUpdate"];
            };
        };
        responses: {
            /** @description The changed account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 2,
                     *         "BankCode": "033",
                     *         "BankName": "United Bank for Africa",
                     *         "AccountNumber": "2087654321",
                     *         "AccountName": "DEMO CUSTOMER",
                     *         "FiatCode": "NGN",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["BankAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    digitalFiatDeleteBankAccount: {
        parameters: {
            query: {
                /** @description Id of the bank account. */
                id: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description Data is true once the account is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The OTC coins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 3,
                     *           "CoinCode": "USDT",
                     *           "CoinName": "Tether",
                     *           "Precision": 2
                     *         },
                     *         {
                     *           "CoinId": 1,
                     *           "CoinCode": "BTC",
                     *           "CoinName": "Bitcoin",
                     *           "Precision": 6
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["OtcCoinList"];
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
            /** @description The OTC fiat currencies, the default (NGN) first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Id": 1,
                     *           "Code": "NGN",
                     *           "Symbol": "₦",
                     *           "Name": "Nigerian Naira",
                     *           "Precision": 2
                     *         },
                     *         {
                     *           "Id": 2,
                     *           "Code": "USD",
                     *           "Symbol": "$",
                     *           "Name": "US Dollar",
                     *           "Precision": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyList"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferencePriceRequest"];
            };
        };
        responses: {
            /** @description The reference price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Side": "buy",
                     *         "Price": "1590.26",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ReferencePrice"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchAdvRequest"];
            };
        };
        responses: {
            /** @description The matched advert, with the amount worked out at its price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "AdvId": 1001,
                     *         "MerchantId": 501,
                     *         "MerchantName": "SwiftNaira",
                     *         "Side": "buy",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Price": "1590.26",
                     *         "Min": "15855",
                     *         "Max": "3171000",
                     *         "AvailableQuantity": "1561.32",
                     *         "PaymentMethods": [
                     *           {
                     *             "PaymentMethodId": 1,
                     *             "Name": "Bank transfer",
                     *             "Type": "bank"
                     *           },
                     *           {
                     *             "PaymentMethodId": 3,
                     *             "Name": "PalmPay",
                     *             "Type": "mobileMoney"
                     *           }
                     *         ],
                     *         "CompletionRate": "99.2",
                     *         "OrderCount": 4821,
                     *         "PayTimeLimit": 15,
                     *         "FiatAmount": "160000.00",
                     *         "Quantity": "100.61"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MatchedAdv"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    advertisementGetWebsiteCurrencyPairList: {
        parameters: {
            query?: {
                /** @description Only the pairs of this coin. */
                CoinCode?: components["schemas"]["OtcCoinCode"];
                /** @description Only the pairs of this fiat currency. */
                FiatCode?: components["schemas"]["OtcFiatCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The pairs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinCode": "USDT",
                     *           "FiatCode": "NGN",
                     *           "Min": "15855",
                     *           "Max": "31710000",
                     *           "PricePrecision": 2,
                     *           "QuantityPrecision": 2
                     *         },
                     *         {
                     *           "CoinCode": "USDT",
                     *           "FiatCode": "USD",
                     *           "Min": "10",
                     *           "Max": "20000",
                     *           "PricePrecision": 2,
                     *           "QuantityPrecision": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["CurrencyPairList"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBuyCoinRequest"];
            };
        };
        responses: {
            /** @description The new unpaid order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Side": "buy",
                     *         "Status": "unpaid",
                     *         "ReceiptMethodDetailId": null,
                     *         "PayDeadline": "2026-11-20T09:45:00.000Z",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "OrderId": "2406180009",
                     *         "AdvId": 1001,
                     *         "MerchantName": "SwiftNaira",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Price": "1590.26",
                     *         "Quantity": "100.61",
                     *         "FiatAmount": "160000.00",
                     *         "PaidTime": "0001-01-01T00:00:00",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "CancelTime": "0001-01-01T00:00:00",
                     *         "CancelledBy": null,
                     *         "CancelReason": null,
                     *         "AppealId": null,
                     *         "PaymentMethod": {
                     *           "PaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank"
                     *         },
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Value": "Moniepoint"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "015014801"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSellCoinRequest"];
            };
        };
        responses: {
            /** @description The new order, waiting for the merchant's payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Side": "sell",
                     *         "Status": "waitingPayment",
                     *         "ReceiptMethodDetailId": 8001,
                     *         "PayDeadline": "0001-01-01T00:00:00",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "OrderId": "2406180009",
                     *         "AdvId": 1002,
                     *         "MerchantName": "SwiftNaira",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Price": "1572.34",
                     *         "Quantity": "100",
                     *         "FiatAmount": "157234.00",
                     *         "PaidTime": "0001-01-01T00:00:00",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "CancelTime": "0001-01-01T00:00:00",
                     *         "CancelledBy": null,
                     *         "CancelReason": null,
                     *         "AppealId": null,
                     *         "PaymentMethod": {
                     *           "PaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank"
                     *         },
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Value": "GTBank"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "0123454821"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OtcOrderListRequest"];
            };
        };
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "OrderId": "2406180008",
                     *             "Side": "buy",
                     *             "Status": "unpaid",
                     *             "AdvId": 1001,
                     *             "MerchantName": "SwiftNaira",
                     *             "CoinCode": "USDT",
                     *             "FiatCode": "NGN",
                     *             "Price": "1590.26",
                     *             "Quantity": "39.88",
                     *             "FiatAmount": "63419.57",
                     *             "ReceiptMethodDetailId": null,
                     *             "PayDeadline": "2026-11-20T09:40:00.000Z",
                     *             "CreateTime": "2026-11-20T09:25:00.000Z",
                     *             "PaidTime": "0001-01-01T00:00:00",
                     *             "CompleteTime": "0001-01-01T00:00:00",
                     *             "CancelTime": "0001-01-01T00:00:00",
                     *             "CancelledBy": null,
                     *             "CancelReason": null,
                     *             "AppealId": null,
                     *             "PaymentMethod": {
                     *               "PaymentMethodId": 1,
                     *               "Name": "Bank transfer",
                     *               "Type": "bank"
                     *             },
                     *             "PaymentDetails": [
                     *               {
                     *                 "Name": "BankName",
                     *                 "Label": "Bank name",
                     *                 "Value": "Moniepoint"
                     *               },
                     *               {
                     *                 "Name": "AccountNumber",
                     *                 "Label": "Account number",
                     *                 "Value": "015014801"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "OrderId": "2406180007",
                     *             "Side": "buy",
                     *             "Status": "paid",
                     *             "AdvId": 1007,
                     *             "MerchantName": "SwiftNaira",
                     *             "CoinCode": "USDC",
                     *             "FiatCode": "NGN",
                     *             "Price": "1595.65",
                     *             "Quantity": "50.13",
                     *             "FiatAmount": "79989.93",
                     *             "ReceiptMethodDetailId": null,
                     *             "PayDeadline": "2026-11-20T07:45:00.000Z",
                     *             "CreateTime": "2026-11-20T07:30:00.000Z",
                     *             "PaidTime": "2026-11-20T07:36:00.000Z",
                     *             "CompleteTime": "0001-01-01T00:00:00",
                     *             "CancelTime": "0001-01-01T00:00:00",
                     *             "CancelledBy": null,
                     *             "CancelReason": null,
                     *             "AppealId": null,
                     *             "PaymentMethod": {
                     *               "PaymentMethodId": 1,
                     *               "Name": "Bank transfer",
                     *               "Type": "bank"
                     *             },
                     *             "PaymentDetails": [
                     *               {
                     *                 "Name": "BankName",
                     *                 "Label": "Bank name",
                     *                 "Value": "Moniepoint"
                     *               },
                     *               {
                     *                 "Name": "AccountNumber",
                     *                 "Label": "Account number",
                     *                 "Value": "015014801"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 8
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtcOrderIdRequest"];
            };
        };
        responses: {
            /** @description The order, paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Side": "buy",
                     *         "Status": "paid",
                     *         "ReceiptMethodDetailId": null,
                     *         "PayDeadline": "2026-11-20T09:45:00.000Z",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "OrderId": "2406180009",
                     *         "AdvId": 1001,
                     *         "MerchantName": "SwiftNaira",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Price": "1590.26",
                     *         "Quantity": "100.61",
                     *         "FiatAmount": "160000.00",
                     *         "PaidTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "CancelTime": "0001-01-01T00:00:00",
                     *         "CancelledBy": null,
                     *         "CancelReason": null,
                     *         "AppealId": null,
                     *         "PaymentMethod": {
                     *           "PaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank"
                     *         },
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Value": "Moniepoint"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "015014801"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmReceiptRequest"];
            };
        };
        responses: {
            /** @description The completed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Side": "sell",
                     *         "Status": "completed",
                     *         "ReceiptMethodDetailId": 8001,
                     *         "PayDeadline": "0001-01-01T00:00:00",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "OrderId": "2406180009",
                     *         "AdvId": 1002,
                     *         "MerchantName": "SwiftNaira",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Price": "1572.34",
                     *         "Quantity": "100",
                     *         "FiatAmount": "157234.00",
                     *         "PaidTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "2026-11-20T09:30:00.000Z",
                     *         "CancelTime": "0001-01-01T00:00:00",
                     *         "CancelledBy": null,
                     *         "CancelReason": null,
                     *         "AppealId": null,
                     *         "PaymentMethod": {
                     *           "PaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank"
                     *         },
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Value": "GTBank"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "0123454821"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBuyRequest"];
            };
        };
        responses: {
            /** @description The cancelled order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Side": "buy",
                     *         "Status": "cancelled",
                     *         "ReceiptMethodDetailId": null,
                     *         "PayDeadline": "2026-11-20T09:45:00.000Z",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "OrderId": "2406180009",
                     *         "AdvId": 1001,
                     *         "MerchantName": "SwiftNaira",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Price": "1590.26",
                     *         "Quantity": "100.61",
                     *         "FiatAmount": "160000.00",
                     *         "PaidTime": "0001-01-01T00:00:00",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "CancelTime": "2026-11-20T09:30:00.000Z",
                     *         "CancelledBy": "customer",
                     *         "CancelReason": "Changed my mind",
                     *         "AppealId": null,
                     *         "PaymentMethod": {
                     *           "PaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank"
                     *         },
                     *         "PaymentDetails": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Value": "Moniepoint"
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Value": "015014801"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legalPaymentGetCreatedPaymentChannel: {
        parameters: {
            query?: {
                /** @description Only the channels that pay in this fiat currency. */
                FiatCode?: components["schemas"]["OtcFiatCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "ReceiptPaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank",
                     *           "FiatCodes": [
                     *             "NGN"
                     *           ],
                     *           "SavedCount": 1,
                     *           "MaxCount": 3
                     *         },
                     *         {
                     *           "ReceiptPaymentMethodId": 2,
                     *           "Name": "Opay",
                     *           "Type": "mobileMoney",
                     *           "FiatCodes": [
                     *             "NGN"
                     *           ],
                     *           "SavedCount": 1,
                     *           "MaxCount": 3
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ReceiptChannelList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The channel's ReceiptPaymentMethodId. */
                    receiptPaymentMethodId: number;
                };
            };
        };
        responses: {
            /** @description The channel's form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ReceiptPaymentMethodId": 1,
                     *         "Name": "Bank transfer",
                     *         "Type": "bank",
                     *         "Fields": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Type": "select",
                     *             "Required": true,
                     *             "Pattern": null,
                     *             "MaxLength": 60,
                     *             "Options": [
                     *               {
                     *                 "Value": "Access Bank",
                     *                 "Label": "Access Bank"
                     *               },
                     *               {
                     *                 "Value": "First Bank of Nigeria",
                     *                 "Label": "First Bank of Nigeria"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Type": "number",
                     *             "Required": true,
                     *             "Pattern": "^\\d{6,18}$",
                     *             "MaxLength": 18,
                     *             "Options": []
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["ReceiptMethodForm"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReceiptMethodListRequest"];
            };
        };
        responses: {
            /** @description The receipt methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "UserReceiptMethodInfoDetailId": 8002,
                     *           "ReceiptPaymentMethodId": 2,
                     *           "Name": "Opay",
                     *           "Type": "mobileMoney",
                     *           "FiatCodes": [
                     *             "NGN"
                     *           ],
                     *           "Fields": [
                     *             {
                     *               "Name": "PhoneNumber",
                     *               "Label": "Phone number",
                     *               "Value": "+2348031234567"
                     *             },
                     *             {
                     *               "Name": "AccountName",
                     *               "Label": "Account holder name",
                     *               "Value": "Ada Okafor"
                     *             }
                     *           ],
                     *           "Summary": "Opay ****4567",
                     *           "CreateTime": "2026-10-31T09:30:00.000Z"
                     *         },
                     *         {
                     *           "UserReceiptMethodInfoDetailId": 8001,
                     *           "ReceiptPaymentMethodId": 1,
                     *           "Name": "Bank transfer",
                     *           "Type": "bank",
                     *           "FiatCodes": [
                     *             "NGN"
                     *           ],
                     *           "Fields": [
                     *             {
                     *               "Name": "BankName",
                     *               "Label": "Bank name",
                     *               "Value": "GTBank"
                     *             },
                     *             {
                     *               "Name": "AccountNumber",
                     *               "Label": "Account number",
                     *               "Value": "0123454821"
                     *             }
                     *           ],
                     *           "Summary": "GTBank ****4821",
                     *           "CreateTime": "2026-10-21T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UserReceiptMethodList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The method's UserReceiptMethodInfoDetailId. */
                    userReceiptMethodInfoDetailId: number;
                };
            };
        };
        responses: {
            /** @description Data is true once the method is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReceiptMethodRequest"];
            };
        };
        responses: {
            /** @description The new receipt method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "UserReceiptMethodInfoDetailId": 8003,
                     *         "ReceiptPaymentMethodId": 3,
                     *         "Name": "PalmPay",
                     *         "Type": "mobileMoney",
                     *         "FiatCodes": [
                     *           "NGN"
                     *         ],
                     *         "Fields": [
                     *           {
                     *             "Name": "PhoneNumber",
                     *             "Label": "Phone number",
                     *             "Value": "+2348099990001"
                     *           },
                     *           {
                     *             "Name": "AccountName",
                     *             "Label": "Account holder name",
                     *             "Value": "Ada Okafor"
                     *           }
                     *         ],
                     *         "Summary": "PalmPay ****0001",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["UserReceiptMethod"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAppealRequest"];
            };
        };
        responses: {
            /** @description The new appeal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "AppealId": 3003,
                     *         "OrderId": "2406180007",
                     *         "Side": "buy",
                     *         "CoinCode": "USDC",
                     *         "FiatCode": "NGN",
                     *         "Quantity": "50.13",
                     *         "FiatAmount": "79989.93",
                     *         "MerchantName": "SwiftNaira",
                     *         "Reason": "paidNotReleased",
                     *         "Description": "I paid two hours ago and nothing came.",
                     *         "EvidenceFileIds": [
                     *           "receipt-1.png"
                     *         ],
                     *         "Status": "pending",
                     *         "Result": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyAppeal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AppealListRequest"];
            };
        };
        responses: {
            /** @description One page of appeals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "AppealId": 3002,
                     *             "OrderId": "2406180006",
                     *             "Side": "buy",
                     *             "CoinCode": "USDT",
                     *             "FiatCode": "NGN",
                     *             "Quantity": "299.1",
                     *             "FiatAmount": "475646.77",
                     *             "MerchantName": "SwiftNaira",
                     *             "Reason": "paidNotReleased",
                     *             "Description": "Paid 475,650 NGN an hour ago; the merchant does not answer the chat.",
                     *             "EvidenceFileIds": [
                     *               "evidence-transfer-receipt.png"
                     *             ],
                     *             "Status": "processing",
                     *             "Result": null,
                     *             "CreateTime": "2026-11-17T10:16:00.000Z",
                     *             "UpdateTime": "2026-11-17T12:16:00.000Z"
                     *           },
                     *           {
                     *             "AppealId": 3001,
                     *             "OrderId": "2406180001",
                     *             "Side": "buy",
                     *             "CoinCode": "USDT",
                     *             "FiatCode": "NGN",
                     *             "Quantity": "99.7",
                     *             "FiatAmount": "158548.92",
                     *             "MerchantName": "SwiftNaira",
                     *             "Reason": "paidNotReleased",
                     *             "Description": "I paid by bank transfer but the merchant did not release the USDT.",
                     *             "EvidenceFileIds": [
                     *               "evidence-transfer-receipt.png"
                     *             ],
                     *             "Status": "resolved",
                     *             "Result": "The merchant released the coins after review.",
                     *             "CreateTime": "2026-10-31T10:16:00.000Z",
                     *             "UpdateTime": "2026-11-01T10:16:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["LegalCurrencyAppealPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    legalCurrencyAppealOrderGetAppealDetail: {
        parameters: {
            query: {
                /** @description The appeal's AppealId. */
                id: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The appeal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "AppealId": 3002,
                     *         "OrderId": "2406180006",
                     *         "Side": "buy",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "Quantity": "299.1",
                     *         "FiatAmount": "475646.77",
                     *         "MerchantName": "SwiftNaira",
                     *         "Reason": "paidNotReleased",
                     *         "Description": "Paid 475,650 NGN an hour ago; the merchant does not answer the chat.",
                     *         "EvidenceFileIds": [
                     *           "evidence-transfer-receipt.png"
                     *         ],
                     *         "Status": "processing",
                     *         "Result": null,
                     *         "CreateTime": "2026-11-17T10:16:00.000Z",
                     *         "UpdateTime": "2026-11-17T12:16:00.000Z",
                     *         "Order": {
                     *           "OrderId": "2406180006",
                     *           "Side": "buy",
                     *           "Status": "appealing",
                     *           "AdvId": 1001,
                     *           "MerchantName": "SwiftNaira",
                     *           "CoinCode": "USDT",
                     *           "FiatCode": "NGN",
                     *           "Price": "1590.26",
                     *           "Quantity": "299.1",
                     *           "FiatAmount": "475646.77",
                     *           "ReceiptMethodDetailId": null,
                     *           "PayDeadline": "2026-11-17T09:45:00.000Z",
                     *           "CreateTime": "2026-11-17T09:30:00.000Z",
                     *           "PaidTime": "2026-11-17T09:36:00.000Z",
                     *           "CompleteTime": "0001-01-01T00:00:00",
                     *           "CancelTime": "0001-01-01T00:00:00",
                     *           "CancelledBy": null,
                     *           "CancelReason": null,
                     *           "AppealId": 3002,
                     *           "PaymentMethod": {
                     *             "PaymentMethodId": 1,
                     *             "Name": "Bank transfer",
                     *             "Type": "bank"
                     *           },
                     *           "PaymentDetails": [
                     *             {
                     *               "Name": "BankName",
                     *               "Label": "Bank name",
                     *               "Value": "Moniepoint"
                     *             },
                     *             {
                     *               "Name": "AccountNumber",
                     *               "Label": "Account number",
                     *               "Value": "015014801"
                     *             }
                     *           ]
                     *         },
                     *         "Progress": [
                     *           {
                     *             "Time": "2026-11-17T10:16:00.000Z",
                     *             "Status": "pending",
                     *             "Title": "Appeal submitted"
                     *           },
                     *           {
                     *             "Time": "2026-11-17T10:17:00.000Z",
                     *             "Status": "pending",
                     *             "Title": "Merchant notified"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["AppealDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["KlicklPayBuyRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "klicklPay",
                     *         "Side": "buy",
                     *         "Status": "created",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "FiatAmount": "100000.00",
                     *         "Quantity": "60.8233",
                     *         "Price": "1601.36",
                     *         "Fee": "2600.00",
                     *         "PayMethodId": 101,
                     *         "RedirectUrl": "/fiat/klicklPayStatus?orderId=5102000007",
                     *         "BankAccountId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "2026-11-20T10:00:00.000Z",
                     *         "PayMethodName": "KlicklPay · Bank card",
                     *         "PaymentInstructions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["KlicklPaySellRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "klicklPay",
                     *         "Side": "sell",
                     *         "Status": "created",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "FiatAmount": "77597.67",
                     *         "Quantity": "50",
                     *         "Price": "1569.65",
                     *         "Fee": "884.83",
                     *         "PayMethodId": 201,
                     *         "RedirectUrl": "/fiat/klicklPayStatus?orderId=5102000007",
                     *         "BankAccountId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "0001-01-01T00:00:00",
                     *         "PayMethodName": "KlicklPay · Bank transfer",
                     *         "PaymentInstructions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentOrderIdRequest"];
            };
        };
        responses: {
            /** @description The submitted order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "klicklPay",
                     *         "Side": "buy",
                     *         "Status": "submitted",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "FiatAmount": "100000.00",
                     *         "Quantity": "60.8233",
                     *         "Price": "1601.36",
                     *         "Fee": "2600.00",
                     *         "PayMethodId": 101,
                     *         "RedirectUrl": "/fiat/klicklPayStatus?orderId=5102000007",
                     *         "BankAccountId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "2026-11-20T10:00:00.000Z",
                     *         "PayMethodName": "KlicklPay · Bank card",
                     *         "PaymentInstructions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ordersGetPayInMethodParam: {
        parameters: {
            query: {
                /** @description The channel's PayMethodId. */
                payMethodId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The channel's form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "PayMethodId": 101,
                     *         "Name": "KlicklPay · Bank card",
                     *         "Provider": "klicklPay",
                     *         "PayType": "card",
                     *         "Side": "buy",
                     *         "Fields": [
                     *           {
                     *             "Name": "CardHolderName",
                     *             "Label": "Cardholder name",
                     *             "Type": "text",
                     *             "Required": true,
                     *             "Pattern": null,
                     *             "MaxLength": 80,
                     *             "Options": []
                     *           },
                     *           {
                     *             "Name": "Email",
                     *             "Label": "Email",
                     *             "Type": "email",
                     *             "Required": true,
                     *             "Pattern": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
                     *             "MaxLength": 100,
                     *             "Options": []
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentMethodForm"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ordersGetPayOutMethodParam: {
        parameters: {
            query: {
                /** @description The channel's PayMethodId. */
                payMethodId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The channel's form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "PayMethodId": 201,
                     *         "Name": "KlicklPay · Bank transfer",
                     *         "Provider": "klicklPay",
                     *         "PayType": "bankTransfer",
                     *         "Side": "sell",
                     *         "Fields": [
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Type": "select",
                     *             "Required": true,
                     *             "Pattern": null,
                     *             "MaxLength": 60,
                     *             "Options": [
                     *               {
                     *                 "Value": "Access Bank",
                     *                 "Label": "Access Bank"
                     *               },
                     *               {
                     *                 "Value": "First Bank of Nigeria",
                     *                 "Label": "First Bank of Nigeria"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "Name": "AccountNumber",
                     *             "Label": "Account number",
                     *             "Type": "number",
                     *             "Required": true,
                     *             "Pattern": "^\\d{10}$",
                     *             "MaxLength": 10,
                     *             "Options": []
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentMethodForm"];
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
            /** @description The pairs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinCode": "USDT",
                     *           "FiatCode": "NGN",
                     *           "Providers": [
                     *             "klicklPay",
                     *             "pivotPay"
                     *           ],
                     *           "BuyEnabled": true,
                     *           "SellEnabled": true,
                     *           "MinFiatAmount": "5000",
                     *           "MaxFiatAmount": "10000000",
                     *           "BuyPrice": "1601.36",
                     *           "SellPrice": "1569.65",
                     *           "CoinPrecision": 4,
                     *           "FiatPrecision": 2
                     *         },
                     *         {
                     *           "CoinCode": "BTC",
                     *           "FiatCode": "NGN",
                     *           "Providers": [
                     *             "klicklPay"
                     *           ],
                     *           "BuyEnabled": true,
                     *           "SellEnabled": true,
                     *           "MinFiatAmount": "5000",
                     *           "MaxFiatAmount": "10000000",
                     *           "BuyPrice": "107691315.91",
                     *           "SellPrice": "105558814.61",
                     *           "CoinPrecision": 8,
                     *           "FiatPrecision": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentCurrencyPairList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    paymentListGetPayTypeByCurrency: {
        parameters: {
            query: {
                /** @description The fiat currency code. */
                currency: components["schemas"]["PaymentFiatCode"];
                /** @description buy for pay-in channels, sell for payout channels. */
                side: components["schemas"]["PaymentSide"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The pay types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "PayType": "card",
                     *           "Name": "Bank card",
                     *           "ChannelCount": 1
                     *         },
                     *         {
                     *           "PayType": "bankTransfer",
                     *           "Name": "Bank transfer",
                     *           "ChannelCount": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentPayTypeList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    paymentListGetPaymentChannelByPayType: {
        parameters: {
            query: {
                /** @description The fiat currency code. */
                currency: components["schemas"]["PaymentFiatCode"];
                /** @description The pay type. */
                payType: components["schemas"]["PaymentPayTypeCode"];
                /** @description buy for pay-in channels, sell for payout channels. */
                side: components["schemas"]["PaymentSide"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "PayMethodId": 101,
                     *           "Name": "KlicklPay · Bank card",
                     *           "Provider": "klicklPay",
                     *           "PayType": "card",
                     *           "Side": "buy",
                     *           "FiatCode": "NGN",
                     *           "Coins": [
                     *             "USDT",
                     *             "BTC"
                     *           ],
                     *           "FeeRate": "0.025",
                     *           "FixedFee": "100",
                     *           "MinAmount": "5000",
                     *           "MaxAmount": "2000000",
                     *           "ArrivalMinutes": 5,
                     *           "DailyLimit": "500000",
                     *           "VerifiedDailyLimit": "5000000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentChannelList"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateReferenceRequest"];
            };
        };
        responses: {
            /** @description The check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Reference": "SAMPLE",
                     *         "Valid": false,
                     *         "OrderId": null,
                     *         "Status": null,
                     *         "Provider": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentReferenceCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentBuyRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "pivotPay",
                     *         "Side": "buy",
                     *         "Status": "submitted",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "NGN",
                     *         "FiatAmount": "50000.00",
                     *         "Quantity": "30.9736",
                     *         "Price": "1601.36",
                     *         "Fee": "400.00",
                     *         "PayMethodId": 103,
                     *         "RedirectUrl": null,
                     *         "BankAccountId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "2026-11-20T10:00:00.000Z",
                     *         "PayMethodName": "PivotPay · Bank transfer",
                     *         "PaymentInstructions": [
                     *           {
                     *             "Name": "Beneficiary",
                     *             "Label": "Beneficiary",
                     *             "Value": "PivotPay Collections Ltd"
                     *           },
                     *           {
                     *             "Name": "BankName",
                     *             "Label": "Bank name",
                     *             "Value": "Providus Bank"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentSellRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "pivotPay",
                     *         "Side": "sell",
                     *         "Status": "submitted",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "GHS",
                     *         "FiatAmount": "300.41",
                     *         "Quantity": "20",
                     *         "Price": "15.30",
                     *         "Fee": "5.59",
                     *         "PayMethodId": 203,
                     *         "RedirectUrl": null,
                     *         "BankAccountId": null,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "0001-01-01T00:00:00",
                     *         "PayMethodName": "PivotPay · Mobile money",
                     *         "PaymentInstructions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentOrderListRequest"];
            };
        };
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "OrderId": "5102000006",
                     *             "Reference": "IDP2CDLKEE",
                     *             "Provider": "klicklPay",
                     *             "Side": "buy",
                     *             "Status": "completed",
                     *             "CoinCode": "ETH",
                     *             "FiatCode": "NGN",
                     *             "FiatAmount": "800000.00",
                     *             "Quantity": "0.13992761",
                     *             "Price": "5573596.15",
                     *             "Fee": "20100.00",
                     *             "PayMethodId": 101,
                     *             "RedirectUrl": "/fiat/klicklPayStatus?orderId=5102000006",
                     *             "BankAccountId": null,
                     *             "CreateTime": "2026-11-19T09:30:00.000Z",
                     *             "UpdateTime": "2026-11-19T09:35:00.000Z",
                     *             "CompleteTime": "2026-11-19T09:35:00.000Z",
                     *             "ExpireTime": "2026-11-19T10:00:00.000Z",
                     *             "PayMethodName": "KlicklPay · Bank card",
                     *             "PaymentInstructions": []
                     *           },
                     *           {
                     *             "OrderId": "5102000005",
                     *             "Reference": "IDP2CDLKED",
                     *             "Provider": "pivotPay",
                     *             "Side": "sell",
                     *             "Status": "completed",
                     *             "CoinCode": "USDT",
                     *             "FiatCode": "GHS",
                     *             "FiatAmount": "2259.57",
                     *             "Quantity": "150",
                     *             "Price": "15.30",
                     *             "Fee": "35.43",
                     *             "PayMethodId": 203,
                     *             "RedirectUrl": null,
                     *             "BankAccountId": null,
                     *             "CreateTime": "2026-11-16T09:30:00.000Z",
                     *             "UpdateTime": "2026-11-16T09:40:00.000Z",
                     *             "CompleteTime": "2026-11-16T09:40:00.000Z",
                     *             "ExpireTime": "0001-01-01T00:00:00",
                     *             "PayMethodName": "PivotPay · Mobile money",
                     *             "PaymentInstructions": []
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 6
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacilitaPayBuyRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "facilitaPay",
                     *         "Side": "buy",
                     *         "Status": "submitted",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "BRL",
                     *         "FiatAmount": "500.00",
                     *         "Quantity": "91.1172",
                     *         "Price": "5.46",
                     *         "Fee": "2.50",
                     *         "PayMethodId": 109,
                     *         "RedirectUrl": null,
                     *         "BankAccountId": 7001,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "2026-11-20T09:45:00.000Z",
                     *         "PayMethodName": "FacilitaPay · PIX",
                     *         "PaymentInstructions": [
                     *           {
                     *             "Name": "Beneficiary",
                     *             "Label": "Beneficiary",
                     *             "Value": "FacilitaPay IP Ltda"
                     *           },
                     *           {
                     *             "Name": "AmountToPay",
                     *             "Label": "Amount to pay",
                     *             "Value": "500.00 BRL"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacilitaPaySellRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": "5102000007",
                     *         "Reference": "IDP2CDLKEF",
                     *         "Provider": "facilitaPay",
                     *         "Side": "sell",
                     *         "Status": "submitted",
                     *         "CoinCode": "USDT",
                     *         "FiatCode": "BRL",
                     *         "FiatAmount": "159.99",
                     *         "Quantity": "30",
                     *         "Price": "5.36",
                     *         "Fee": "0.81",
                     *         "PayMethodId": 206,
                     *         "RedirectUrl": null,
                     *         "BankAccountId": 7001,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z",
                     *         "CompleteTime": "0001-01-01T00:00:00",
                     *         "ExpireTime": "0001-01-01T00:00:00",
                     *         "PayMethodName": "FacilitaPay · PIX",
                     *         "PaymentInstructions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["PaymentOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacilitaBankAccountRequest"];
            };
        };
        responses: {
            /** @description The registered account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 7001,
                     *         "BankCode": "260",
                     *         "BankName": "Nu Pagamentos (Nubank)",
                     *         "Branch": "0001",
                     *         "AccountNumber": "12345678-9",
                     *         "AccountType": "checking",
                     *         "PixKey": "ana@example.com.br",
                     *         "HolderName": "Ana Souza",
                     *         "HolderCpf": "52998224725",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaBankAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacilitaBankAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 7001,
                     *         "BankCode": "341",
                     *         "BankName": "Itaú Unibanco",
                     *         "Branch": "0001",
                     *         "AccountNumber": "12345678-9",
                     *         "AccountType": "savings",
                     *         "PixKey": "ana@example.com.br",
                     *         "HolderName": "Ana Souza",
                     *         "HolderCpf": "52998224725",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaBankAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FacilitaBankAccountIdRequest"];
            };
        };
        responses: {
            /** @description Data is true once the account is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": true
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["EmptyData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Status": "pending",
                     *         "Documents": [
                     *           {
                     *             "DocumentLabel": "cpf",
                     *             "Name": "CPF document",
                     *             "Uploaded": true,
                     *             "FileName": "cpf.jpg",
                     *             "UploadTime": "2026-11-20T09:30:00.000Z",
                     *             "RefusalReason": null
                     *           },
                     *           {
                     *             "DocumentLabel": "proofOfAddress",
                     *             "Name": "Proof of address",
                     *             "Uploaded": true,
                     *             "FileName": "proofOfAddress.jpg",
                     *             "UploadTime": "2026-11-20T09:30:00.000Z",
                     *             "RefusalReason": null
                     *           }
                     *         ],
                     *         "RegisteredTime": "2026-11-20T09:30:00.000Z",
                     *         "ApprovedTime": "0001-01-01T00:00:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaRegistration"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FacilitaUploadRequest"];
            };
        };
        responses: {
            /** @description The registration after the upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Status": "draft",
                     *         "Documents": [
                     *           {
                     *             "DocumentLabel": "cpf",
                     *             "Name": "CPF document",
                     *             "Uploaded": true,
                     *             "FileName": "cpf.jpg",
                     *             "UploadTime": "2026-11-20T09:30:00.000Z",
                     *             "RefusalReason": null
                     *           },
                     *           {
                     *             "DocumentLabel": "proofOfAddress",
                     *             "Name": "Proof of address",
                     *             "Uploaded": false,
                     *             "FileName": null,
                     *             "UploadTime": "0001-01-01T00:00:00",
                     *             "RefusalReason": null
                     *           }
                     *         ],
                     *         "RegisteredTime": "0001-01-01T00:00:00",
                     *         "ApprovedTime": "0001-01-01T00:00:00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaRegistration"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": []
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaBankAccountList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The banks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Code": "001",
                     *           "Name": "Banco do Brasil",
                     *           "Ispb": "00000000"
                     *         },
                     *         {
                     *           "Code": "033",
                     *           "Name": "Banco Santander (Brasil)",
                     *           "Ispb": "90400888"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaBankList"];
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
            /** @description The document labels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "DocumentLabel": "cpf",
                     *           "Name": "CPF document",
                     *           "Description": "A photo of your CPF card or of a document showing your CPF number.",
                     *           "Required": true,
                     *           "AcceptedTypes": [
                     *             "jpg",
                     *             "jpeg"
                     *           ],
                     *           "MaxBytes": 5242880,
                     *           "Uploaded": false,
                     *           "RefusalReason": null
                     *         },
                     *         {
                     *           "DocumentLabel": "proofOfAddress",
                     *           "Name": "Proof of address",
                     *           "Description": "A utility bill or bank statement from the last 3 months.",
                     *           "Required": true,
                     *           "AcceptedTypes": [
                     *             "jpg",
                     *             "jpeg"
                     *           ],
                     *           "MaxBytes": 5242880,
                     *           "Uploaded": false,
                     *           "RefusalReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FacilitaDocumentLabelList"];
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
            /** @description The recommended markets, in the exchange's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "VarietyId": 1,
                     *           "Symbol": "BTC/USDT",
                     *           "BaseCoin": "BTC",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "67984.96",
                     *           "Change24h": "3.46",
                     *           "Volume24h": "1047.86",
                     *           "High24h": "69334.90",
                     *           "Low24h": "65098.10",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         },
                     *         {
                     *           "VarietyId": 2,
                     *           "Symbol": "ETH/USDT",
                     *           "BaseCoin": "ETH",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "3420.75",
                     *           "Change24h": "-2.83",
                     *           "Volume24h": "9400.38",
                     *           "High24h": "3588.45",
                     *           "Low24h": "3369.17",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MarketList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetMarketTrends: {
        parameters: {
            query?: {
                /** @description Only the markets quoted in this coin (USDT, BTC, ETH). */
                quoteCoin?: string;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The markets, by VarietyId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "VarietyId": 1,
                     *           "Symbol": "BTC/USDT",
                     *           "BaseCoin": "BTC",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "67984.96",
                     *           "Change24h": "3.46",
                     *           "Volume24h": "1047.86",
                     *           "High24h": "69334.90",
                     *           "Low24h": "65098.10",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         },
                     *         {
                     *           "VarietyId": 2,
                     *           "Symbol": "ETH/USDT",
                     *           "BaseCoin": "ETH",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "3420.75",
                     *           "Change24h": "-2.83",
                     *           "Volume24h": "9400.38",
                     *           "High24h": "3588.45",
                     *           "Low24h": "3369.17",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MarketList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetMarketRank: {
        parameters: {
            query: {
                /** @description The ranking: gainers (highest 24h change first), losers (lowest first), volume (highest 24h volume in USDT first) or new (latest listed first). */
                type: components["schemas"]["MarketRankType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description At most ten markets, best ranked first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "VarietyId": 20,
                     *           "Symbol": "PEPE/USDT",
                     *           "BaseCoin": "PEPE",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "0.0000098522",
                     *           "Change24h": "12.33",
                     *           "Volume24h": "86211454.10",
                     *           "High24h": "0.0000101760",
                     *           "Low24h": "0.0000087710",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         },
                     *         {
                     *           "VarietyId": 19,
                     *           "Symbol": "SHIB/USDT",
                     *           "BaseCoin": "SHIB",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "0.0000240751",
                     *           "Change24h": "7.81",
                     *           "Volume24h": "17254379.82",
                     *           "High24h": "0.0000248677",
                     *           "Low24h": "0.0000223313",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MarketList"];
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
            /** @description The exchange-wide figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Volume24h": "105245412251.98",
                     *         "MarketCount": 31,
                     *         "CoinCount": 22,
                     *         "CustomerCount": 1284533
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MarketStatistics"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    marketGetTradeConfig: {
        parameters: {
            query: {
                /** @description The market (VarietyId). */
                varietyId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The market's trading rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "VarietyId": 1,
                     *         "Symbol": "BTC/USDT",
                     *         "PricePrecision": 2,
                     *         "AmountPrecision": 6,
                     *         "MinAmount": "0.000075",
                     *         "MinTotal": "5",
                     *         "MakerFeeRate": "0.001",
                     *         "TakerFeeRate": "0.001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["TradeConfig"];
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
            /** @description The tradable markets, by VarietyId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "VarietyId": 1,
                     *           "Symbol": "BTC/USDT",
                     *           "BaseCoin": "BTC",
                     *           "QuoteCoin": "USDT"
                     *         },
                     *         {
                     *           "VarietyId": 2,
                     *           "Symbol": "ETH/USDT",
                     *           "BaseCoin": "ETH",
                     *           "QuoteCoin": "USDT"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["TradeVariety"][];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["LineDataQuery"];
            };
        };
        responses: {
            /** @description The candles, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Time": "2026-11-20T06:10:00.000Z",
                     *           "Open": "67392.32",
                     *           "High": "67444.07",
                     *           "Low": "67367.68",
                     *           "Close": "67427.67",
                     *           "Volume": "0.940134"
                     *         },
                     *         {
                     *           "Time": "2026-11-20T06:11:00.000Z",
                     *           "Open": "67427.67",
                     *           "High": "67451.90",
                     *           "Low": "67387.55",
                     *           "Close": "67398.33",
                     *           "Volume": "0.448528"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["Candle"][];
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
            /** @description The favourite markets, latest marked first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "VarietyId": 1,
                     *           "Symbol": "BTC/USDT",
                     *           "BaseCoin": "BTC",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "67984.96",
                     *           "Change24h": "3.46",
                     *           "Volume24h": "1047.86",
                     *           "High24h": "69334.90",
                     *           "Low24h": "65098.10",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         },
                     *         {
                     *           "VarietyId": 2,
                     *           "Symbol": "ETH/USDT",
                     *           "BaseCoin": "ETH",
                     *           "QuoteCoin": "USDT",
                     *           "Price": "3420.75",
                     *           "Change24h": "-2.83",
                     *           "Volume24h": "9400.38",
                     *           "High24h": "3588.45",
                     *           "Low24h": "3369.17",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MarketList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The market to toggle. */
                    VarietyId: number;
                };
            };
        };
        responses: {
            /** @description Whether the market is a favourite now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "VarietyId": 1,
                     *         "IsFavorite": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FavoriteMarketState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this market's plan orders. */
                    VarietyId?: number;
                    /** @description Only buying */
                    Side?: components["schemas"]["SpotOrderSide"];
                    Status?: components["schemas"]["SpotPlanOrderStatus"];
                    PageIndex?: components["schemas"]["PageIndex"];
                    PageRows?: components["schemas"]["PageRows"];
                };
            };
        };
        responses: {
            /** @description One page of plan orders, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "Id": 7003,
                     *             "VarietyId": 1,
                     *             "Symbol": "BTC/USDT",
                     *             "Side": "sell",
                     *             "Type": "limit",
                     *             "TriggerPrice": "63887.60",
                     *             "Price": "63551.34",
                     *             "Amount": "0.020000",
                     *             "Status": "waiting",
                     *             "CreateTime": "2026-11-20T03:30:00.000Z"
                     *           },
                     *           {
                     *             "Id": 7002,
                     *             "VarietyId": 2,
                     *             "Symbol": "ETH/USDT",
                     *             "Side": "buy",
                     *             "Type": "market",
                     *             "TriggerPrice": "3689.38",
                     *             "Price": "0",
                     *             "Amount": "0.50000",
                     *             "Status": "waiting",
                     *             "CreateTime": "2026-11-18T21:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotPlanOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The plan order to cancel. */
                    Id: number;
                };
            };
        };
        responses: {
            /** @description The plan order, now cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Id": 7003,
                     *         "VarietyId": 1,
                     *         "Symbol": "BTC/USDT",
                     *         "Side": "sell",
                     *         "Type": "limit",
                     *         "TriggerPrice": "63887.60",
                     *         "Price": "63551.34",
                     *         "Amount": "0.020000",
                     *         "Status": "cancelled",
                     *         "CreateTime": "2026-11-20T03:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotPlanOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpotCancelAllQuery"];
            };
        };
        responses: {
            /** @description How many plan orders were cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CancelledCount": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotCancelledCount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this market's orders. */
                    VarietyId?: number;
                    Side?: components["schemas"]["SpotOrderSide"];
                    /**
                     * @description Only filled, or only cancelled orders (a cancelled order may be partly filled).
                     * @enum {string}
                     */
                    Status?: "filled" | "cancelled";
                    /**
                     * Format: date-time
                     * @description Only orders created at or after this time.
                     */
                    StartTime?: components["schemas"]["DateTime"];
                    /**
                     * Format: date-time
                     * @description Only orders created before this time.
                     */
                    EndTime?: components["schemas"]["DateTime"];
                    SortOrder?: components["schemas"]["SpotTimeOrder"];
                    PageIndex?: components["schemas"]["PageIndex"];
                    PageRows?: components["schemas"]["PageRows"];
                };
            };
        };
        responses: {
            /** @description One page of finished orders, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "OrderId": 880022,
                     *             "VarietyId": 1,
                     *             "Symbol": "BTC/USDT",
                     *             "Side": "buy",
                     *             "Type": "limit",
                     *             "Price": "66241.35",
                     *             "Amount": "0.020000",
                     *             "Filled": "0.020000",
                     *             "AvgPrice": "66241.35",
                     *             "Fee": "0.00002",
                     *             "FeeCoin": "BTC",
                     *             "Status": "filled",
                     *             "CreateTime": "2026-11-19T04:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 880020,
                     *             "VarietyId": 2,
                     *             "Symbol": "ETH/USDT",
                     *             "Side": "buy",
                     *             "Type": "market",
                     *             "Price": "0",
                     *             "Amount": "0.50000",
                     *             "Filled": "0.50000",
                     *             "AvgPrice": "3484.03",
                     *             "Fee": "0.0005",
                     *             "FeeCoin": "ETH",
                     *             "Status": "filled",
                     *             "CreateTime": "2026-11-18T14:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 20
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this market's orders. */
                    VarietyId?: number;
                    Side?: components["schemas"]["SpotOrderSide"];
                    PageIndex?: components["schemas"]["PageIndex"];
                    PageRows?: components["schemas"]["PageRows"];
                };
            };
        };
        responses: {
            /** @description One page of open orders, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "OrderId": 880025,
                     *             "VarietyId": 1,
                     *             "Symbol": "BTC/USDT",
                     *             "Side": "buy",
                     *             "Type": "limit",
                     *             "Price": "64560.10",
                     *             "Amount": "0.050000",
                     *             "Filled": "0.000000",
                     *             "AvgPrice": "0",
                     *             "Fee": "0",
                     *             "FeeCoin": "BTC",
                     *             "Status": "open",
                     *             "CreateTime": "2026-11-20T07:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 880024,
                     *             "VarietyId": 2,
                     *             "Symbol": "ETH/USDT",
                     *             "Side": "sell",
                     *             "Type": "limit",
                     *             "Price": "3654.58",
                     *             "Amount": "1.20000",
                     *             "Filled": "0.40000",
                     *             "AvgPrice": "3654.58",
                     *             "Fee": "1.4618",
                     *             "FeeCoin": "USDT",
                     *             "Status": "partial",
                     *             "CreateTime": "2026-11-20T04:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description The order to cancel. */
                    OrderId: number;
                };
            };
        };
        responses: {
            /** @description The order, now cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": 880025,
                     *         "VarietyId": 1,
                     *         "Symbol": "BTC/USDT",
                     *         "Side": "buy",
                     *         "Type": "limit",
                     *         "Price": "64560.10",
                     *         "Amount": "0.050000",
                     *         "Filled": "0.000000",
                     *         "AvgPrice": "0",
                     *         "Fee": "0",
                     *         "FeeCoin": "BTC",
                     *         "Status": "cancelled",
                     *         "CreateTime": "2026-11-20T07:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpotCancelAllQuery"];
            };
        };
        responses: {
            /** @description How many orders were cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CancelledCount": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotCancelledCount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this market's deals. */
                    VarietyId?: number;
                    /** @description Only the fills of this order (an order's detail). */
                    OrderId?: number;
                    Side?: components["schemas"]["SpotOrderSide"];
                    /**
                     * Format: date-time
                     * @description Only deals made at or after this time.
                     */
                    StartTime?: components["schemas"]["DateTime"];
                    /**
                     * Format: date-time
                     * @description Only deals made before this time.
                     */
                    EndTime?: components["schemas"]["DateTime"];
                    SortOrder?: components["schemas"]["SpotTimeOrder"];
                    PageIndex?: components["schemas"]["PageIndex"];
                    PageRows?: components["schemas"]["PageRows"];
                };
            };
        };
        responses: {
            /** @description One page of deals, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "DealId": 5400015,
                     *             "OrderId": 880024,
                     *             "VarietyId": 2,
                     *             "Symbol": "ETH/USDT",
                     *             "Side": "sell",
                     *             "Price": "3654.58",
                     *             "Amount": "0.40000",
                     *             "Total": "1461.832",
                     *             "Fee": "1.4618",
                     *             "FeeCoin": "USDT",
                     *             "Role": "maker",
                     *             "CreateTime": "2026-11-20T04:31:00.000Z"
                     *           },
                     *           {
                     *             "DealId": 5400014,
                     *             "OrderId": 880022,
                     *             "VarietyId": 1,
                     *             "Symbol": "BTC/USDT",
                     *             "Side": "buy",
                     *             "Price": "66241.35",
                     *             "Amount": "0.020000",
                     *             "Total": "1324.827",
                     *             "Fee": "0.00002",
                     *             "FeeCoin": "BTC",
                     *             "Role": "maker",
                     *             "CreateTime": "2026-11-19T04:55:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 15
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["SpotDealPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["IeoOrderRequest"];
            };
        };
        responses: {
            /** @description The subscription record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": 1004,
                     *         "ProjectId": 4,
                     *         "Quantity": "1000",
                     *         "PriceUsdt": "0.08",
                     *         "PayAmount": "80",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "ProjectName": "AgriLedger",
                     *         "TokenCode": "AGRI",
                     *         "QuantityPrecision": 2,
                     *         "PayCoin": "USDT",
                     *         "Status": "pending",
                     *         "DistributedQuantity": "0",
                     *         "DistributeTime": "2026-11-29T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["IeoOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IeoProjectListRequest"];
            };
        };
        responses: {
            /** @description One page of projects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "ProjectId": 5,
                     *             "Name": "Nova Chain",
                     *             "TokenCode": "NOVA",
                     *             "PriceUsdt": "0.05",
                     *             "TotalSupply": "20000000",
                     *             "PersonalMin": "1000",
                     *             "PersonalMax": "200000",
                     *             "QuantityPrecision": 2,
                     *             "PayCoin": "USDT",
                     *             "Sold": "0",
                     *             "StartTime": "2026-11-24T09:30:00.000Z",
                     *             "EndTime": "2026-12-01T09:30:00.000Z",
                     *             "DistributeTime": "2026-12-03T09:30:00.000Z",
                     *             "Intro": "Nova Chain is a fast, low-fee layer-1 blockchain built for everyday payments and merchant checkouts.",
                     *             "Status": "upcoming",
                     *             "LogoUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *           },
                     *           {
                     *             "ProjectId": 4,
                     *             "Name": "AgriLedger",
                     *             "TokenCode": "AGRI",
                     *             "PriceUsdt": "0.08",
                     *             "TotalSupply": "5000000",
                     *             "PersonalMin": "250",
                     *             "PersonalMax": "50000",
                     *             "QuantityPrecision": 2,
                     *             "PayCoin": "USDT",
                     *             "Sold": "3120450",
                     *             "StartTime": "2026-11-17T09:30:00.000Z",
                     *             "EndTime": "2026-11-27T09:30:00.000Z",
                     *             "DistributeTime": "2026-11-29T09:30:00.000Z",
                     *             "Intro": "AgriLedger tracks farm produce from harvest to market so that growers in West Africa are paid fairly and on time.",
                     *             "Status": "open",
                     *             "LogoUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 6
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["IeoProjectPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    iEOProjectGetProjectDetails: {
        parameters: {
            query: {
                /** @description The project's ProjectId. */
                projectId: number;
                /** @description Language of the intro and rules; the LanguageCode header when absent. */
                languageCode?: components["schemas"]["LanguageType"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The project, its rules and the customer's subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ProjectId": 1,
                     *         "Name": "PayBridge",
                     *         "TokenCode": "PAYX",
                     *         "PriceUsdt": "0.04",
                     *         "TotalSupply": "25000000",
                     *         "PersonalMin": "500",
                     *         "PersonalMax": "100000",
                     *         "QuantityPrecision": 0,
                     *         "PayCoin": "USDT",
                     *         "Sold": "25000000",
                     *         "StartTime": "2026-09-21T09:30:00.000Z",
                     *         "EndTime": "2026-10-05T09:30:00.000Z",
                     *         "DistributeTime": "2026-10-07T09:30:00.000Z",
                     *         "Intro": "PayBridge settles cross-border remittances between Africa and Europe in seconds, with fees below 1%.",
                     *         "Status": "distributed",
                     *         "LogoUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
                     *         "DescriptionHtml": "<p>PayBridge settles cross-border remittances between Africa and Europe in seconds, with fees below 1%.</p><p><a href=\"https://paybridge.example\">Visit the…",
                     *         "RulesHtml": "<h3>Subscription rules</h3><ul><li>Price: 1 PAYX = 0.04 USDT</li><li>Each subscription: at least 500 PAYX; at most 100000 PAYX per customer in total, while…",
                     *         "Remaining": "0",
                     *         "SubscribedQuantity": "20000",
                     *         "SubscribedAmount": "800",
                     *         "DistributedQuantity": "20000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["IeoProjectDetails"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["IeoRecordListRequest"];
            };
        };
        responses: {
            /** @description One page of subscription records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "OrderId": 1002,
                     *             "ProjectId": 4,
                     *             "Quantity": "5000",
                     *             "PriceUsdt": "0.08",
                     *             "PayAmount": "400",
                     *             "CreateTime": "2026-11-19T09:30:00.000Z",
                     *             "ProjectName": "AgriLedger",
                     *             "TokenCode": "AGRI",
                     *             "QuantityPrecision": 2,
                     *             "PayCoin": "USDT",
                     *             "Status": "pending",
                     *             "DistributedQuantity": "0",
                     *             "DistributeTime": "2026-11-29T09:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 1003,
                     *             "ProjectId": 6,
                     *             "Quantity": "3000",
                     *             "PriceUsdt": "0.1",
                     *             "PayAmount": "300",
                     *             "CreateTime": "2026-11-09T09:30:00.000Z",
                     *             "ProjectName": "MediLink",
                     *             "TokenCode": "MEDI",
                     *             "QuantityPrecision": 0,
                     *             "PayCoin": "USDT",
                     *             "Status": "pending",
                     *             "DistributedQuantity": "0",
                     *             "DistributeTime": "2026-11-21T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["IeoOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The beginner tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "TaskId": 101,
                     *           "Title": "Verify your identity",
                     *           "Description": "Pass identity verification (KYC) to unlock withdrawals and higher limits.",
                     *           "Reward": {
                     *             "Coin": "USDT",
                     *             "Amount": "10"
                     *           },
                     *           "Status": "claimed",
                     *           "Progress": {
                     *             "Current": "1",
                     *             "Target": "1"
                     *           },
                     *           "ActionUrl": "/account/verifiy"
                     *         },
                     *         {
                     *           "TaskId": 102,
                     *           "Title": "Set a security PIN",
                     *           "Description": "Protect withdrawals and trades with a six-digit PIN.",
                     *           "Reward": {
                     *             "Coin": "USDT",
                     *             "Amount": "2"
                     *           },
                     *           "Status": "done",
                     *           "Progress": {
                     *             "Current": "1",
                     *             "Target": "1"
                     *           },
                     *           "ActionUrl": "/account/setting"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionNoviceTask"][];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionTaskRequest"];
            };
        };
        responses: {
            /** @description The reward record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "RecordId": 8003,
                     *         "TaskId": 102,
                     *         "Coin": "USDT",
                     *         "Amount": "2",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "TaskKind": "novice",
                     *         "Title": "Set a security PIN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionTaskRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MissionAdvancedTaskListRequest"];
            };
        };
        responses: {
            /** @description One page of campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "TaskId": 201,
                     *             "Title": "Summer spot sprint",
                     *             "Description": "Trade 10,000 USDT of spot volume during the campaign.",
                     *             "Reward": {
                     *               "Coin": "USDT",
                     *               "Amount": "25"
                     *             },
                     *             "StartTime": "2026-11-23T09:30:00.000Z",
                     *             "EndTime": "2026-12-07T09:30:00.000Z",
                     *             "ClaimDeadline": "2026-12-14T09:30:00.000Z",
                     *             "Phase": "upcoming",
                     *             "Registered": false,
                     *             "Status": "unregistered",
                     *             "Progress": {
                     *               "Current": "0",
                     *               "Target": "10000"
                     *             },
                     *             "ParticipantCount": 86
                     *           },
                     *           {
                     *             "TaskId": 202,
                     *             "Title": "Earn week",
                     *             "Description": "Deposit 1,000 USDT or more into earn products during the campaign.",
                     *             "Reward": {
                     *               "Coin": "USDT",
                     *               "Amount": "8"
                     *             },
                     *             "StartTime": "2026-11-18T09:30:00.000Z",
                     *             "EndTime": "2026-11-25T09:30:00.000Z",
                     *             "ClaimDeadline": "2026-12-02T09:30:00.000Z",
                     *             "Phase": "ongoing",
                     *             "Registered": false,
                     *             "Status": "unregistered",
                     *             "Progress": {
                     *               "Current": "0",
                     *               "Target": "1000"
                     *             },
                     *             "ParticipantCount": 412
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 6
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionAdvancedTaskPage"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionTaskRequest"];
            };
        };
        responses: {
            /** @description The campaign as the customer now sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "TaskId": 203,
                     *         "Title": "Token sale explorer",
                     *         "Description": "Subscribe 500 USDT or more to token sales during the campaign.",
                     *         "Reward": {
                     *           "Coin": "USDT",
                     *           "Amount": "6"
                     *         },
                     *         "StartTime": "2026-11-16T09:30:00.000Z",
                     *         "EndTime": "2026-11-30T09:30:00.000Z",
                     *         "ClaimDeadline": "2026-12-07T09:30:00.000Z",
                     *         "Phase": "ongoing",
                     *         "Registered": true,
                     *         "Status": "todo",
                     *         "Progress": {
                     *           "Current": "0",
                     *           "Target": "500"
                     *         },
                     *         "ParticipantCount": 959
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionAdvancedTask"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MissionTaskRecordListRequest"];
            };
        };
        responses: {
            /** @description One page of reward records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "RecordId": 8002,
                     *             "TaskId": 205,
                     *             "Coin": "USDT",
                     *             "Amount": "20",
                     *             "CreateTime": "2026-10-26T09:30:00.000Z",
                     *             "TaskKind": "advanced",
                     *             "Title": "Spring spot sprint"
                     *           },
                     *           {
                     *             "RecordId": 8001,
                     *             "TaskId": 101,
                     *             "Coin": "USDT",
                     *             "Amount": "10",
                     *             "CreateTime": "2026-10-21T09:30:00.000Z",
                     *             "TaskKind": "novice",
                     *             "Title": "Verify your identity"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionTaskRecordPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The customer's mission assets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "TotalUsdt": "30",
                     *         "Rewards": [
                     *           {
                     *             "Coin": "USDT",
                     *             "Amount": "30"
                     *           }
                     *         ],
                     *         "UnusedBonusCount": 3,
                     *         "UnusedBonuses": [
                     *           {
                     *             "GiveType": "feeVoucher",
                     *             "GiveTypeName": "Trading-fee voucher",
                     *             "Coin": "USDT",
                     *             "Amount": "25",
                     *             "Count": 2
                     *           },
                     *           {
                     *             "GiveType": "positionBonus",
                     *             "GiveTypeName": "Position bonus",
                     *             "Coin": "USDT",
                     *             "Amount": "30",
                     *             "Count": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionTaskAssets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MissionGiveListRequest"];
            };
        };
        responses: {
            /** @description One page of bonuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "GiveId": 7005,
                     *             "GiveType": "positionBonus",
                     *             "GiveTypeName": "Position bonus",
                     *             "Coin": "USDT",
                     *             "Amount": "30",
                     *             "Source": "Futures challenge",
                     *             "Status": "unused",
                     *             "CreateTime": "2026-11-16T09:30:00.000Z",
                     *             "ExpireTime": "2026-11-30T09:30:00.000Z",
                     *             "UseTime": "0001-01-01T00:00:00"
                     *           },
                     *           {
                     *             "GiveId": 7004,
                     *             "GiveType": "feeVoucher",
                     *             "GiveTypeName": "Trading-fee voucher",
                     *             "Coin": "USDT",
                     *             "Amount": "5",
                     *             "Source": "Futures challenge",
                     *             "Status": "unused",
                     *             "CreateTime": "2026-11-16T09:30:00.000Z",
                     *             "ExpireTime": "2026-12-16T09:30:00.000Z",
                     *             "UseTime": "0001-01-01T00:00:00"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionGivePage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The customer's notices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "NoticeId": "reward-102",
                     *           "Kind": "rewardReady",
                     *           "GiveType": null,
                     *           "TaskId": 102,
                     *           "Title": "Set a security PIN",
                     *           "Coin": "USDT",
                     *           "Amount": "2",
                     *           "ExpireTime": null
                     *         },
                     *         {
                     *           "NoticeId": "reward-104",
                     *           "Kind": "rewardReady",
                     *           "GiveType": null,
                     *           "TaskId": 104,
                     *           "Title": "Bind your phone and email",
                     *           "Coin": "USDT",
                     *           "Amount": "2",
                     *           "ExpireTime": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionRewardNotice"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionBonusUseRequest"];
            };
        };
        responses: {
            /** @description The bonus, now used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "GiveId": 7003,
                     *         "GiveType": "feeVoucher",
                     *         "GiveTypeName": "Trading-fee voucher",
                     *         "Coin": "USDT",
                     *         "Amount": "20",
                     *         "Source": "Spring spot sprint",
                     *         "Status": "used",
                     *         "CreateTime": "2026-10-26T09:30:00.000Z",
                     *         "ExpireTime": "2026-12-10T09:30:00.000Z",
                     *         "UseTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionGive"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description Value and name of each bonus type, named in the LanguageCode language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Value": "feeVoucher",
                     *           "Name": "Trading-fee voucher"
                     *         },
                     *         {
                     *           "Value": "positionBonus",
                     *           "Name": "Position bonus"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionDropdownItem"][];
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
            /** @description Value and name of each bonus status, named in the LanguageCode language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "Value": "unused",
                     *           "Name": "Unused"
                     *         },
                     *         {
                     *           "Value": "used",
                     *           "Name": "Used"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["MissionDropdownItem"][];
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
            /** @description The swappable coins, by CoinId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "CoinId": 3,
                     *           "Coin": "USDT",
                     *           "Name": "Tether",
                     *           "Precision": 4,
                     *           "MinAmount": "10",
                     *           "MaxAmount": "100000",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         },
                     *         {
                     *           "CoinId": 1,
                     *           "Coin": "BTC",
                     *           "Name": "Bitcoin",
                     *           "Precision": 8,
                     *           "MinAmount": "0.00015",
                     *           "MaxAmount": "1.4",
                     *           "IconUrl": "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["QuickExchangeCoin"][];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuickExchangeQuoteQuery"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "FromCoin": "USDT",
                     *         "ToCoin": "BTC",
                     *         "FromAmount": "500",
                     *         "Price": "0.000014709136",
                     *         "ToAmount": "0.00733985",
                     *         "Fee": "0.00001471",
                     *         "FeeCoin": "BTC",
                     *         "ExpireSeconds": 10
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["QuickExchangeQuote"];
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
            /** @description The allowed pairs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": [
                     *         {
                     *           "FromCoin": "BTC",
                     *           "ToCoin": "USDT"
                     *         },
                     *         {
                     *           "FromCoin": "USDT",
                     *           "ToCoin": "BTC"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["QuickExchangePair"][];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlashOrderRequest"];
            };
        };
        responses: {
            /** @description The flash order placed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": 6600007,
                     *         "Status": "pending"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FlashOrderPlaced"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    flashOrderCheckFlashOrderStatus: {
        parameters: {
            query: {
                /** @description The flash order (OrderId). */
                orderId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The flash order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "OrderId": 6600007,
                     *         "FromCoin": "USDT",
                     *         "ToCoin": "BTC",
                     *         "FromAmount": "500",
                     *         "ToAmount": "0.00733985",
                     *         "Price": "0.000014709136",
                     *         "Fee": "0.00001471",
                     *         "FeeCoin": "BTC",
                     *         "Status": "pending",
                     *         "CreateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FlashOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only swaps spending this coin. */
                    FromCoin?: components["schemas"]["QuickExchangeCoinCode"];
                    /** @description Only swaps receiving this coin. */
                    ToCoin?: components["schemas"]["QuickExchangeCoinCode"];
                    Status?: components["schemas"]["FlashOrderStatus"];
                    /**
                     * Format: date-time
                     * @description Only orders placed at or after this time.
                     */
                    StartTime?: components["schemas"]["DateTime"];
                    /**
                     * Format: date-time
                     * @description Only orders placed before this time.
                     */
                    EndTime?: components["schemas"]["DateTime"];
                    PageIndex?: components["schemas"]["PageIndex"];
                    PageRows?: components["schemas"]["PageRows"];
                };
            };
        };
        responses: {
            /** @description One page of flash orders, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "OrderId": 6600006,
                     *             "FromCoin": "USDT",
                     *             "ToCoin": "BTC",
                     *             "FromAmount": "500",
                     *             "ToAmount": "0.0073941",
                     *             "Price": "0.000014817855",
                     *             "Fee": "0.00001482",
                     *             "FeeCoin": "BTC",
                     *             "Status": "success",
                     *             "CreateTime": "2026-11-20T06:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 6600005,
                     *             "FromCoin": "ETH",
                     *             "ToCoin": "USDT",
                     *             "FromAmount": "0.8",
                     *             "ToAmount": "2753.1386",
                     *             "Price": "3448.32",
                     *             "Fee": "5.5174",
                     *             "FeeCoin": "USDT",
                     *             "Status": "success",
                     *             "CreateTime": "2026-11-19T07:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 6
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FlashOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FinancingProductListRequest"];
            };
        };
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "ProductId": 1,
                     *             "CoinCode": "USDT",
                     *             "Type": "flexible",
                     *             "Apy": "0.0350",
                     *             "Tiers": [],
                     *             "TermDays": 0,
                     *             "EarlyRedemption": false,
                     *             "MinAmount": "10",
                     *             "MaxAmount": "50000",
                     *             "Quota": "5000000",
                     *             "QuotaUsed": "1234567.89",
                     *             "Name": "USDT Flexible Savings",
                     *             "HeldAmount": "1000"
                     *           },
                     *           {
                     *             "ProductId": 2,
                     *             "CoinCode": "USDT",
                     *             "Type": "fixed",
                     *             "Apy": "0.0600",
                     *             "Tiers": [],
                     *             "TermDays": 30,
                     *             "EarlyRedemption": true,
                     *             "MinAmount": "100",
                     *             "MaxAmount": "100000",
                     *             "Quota": "2000000",
                     *             "QuotaUsed": "1650000",
                     *             "Name": "USDT 30-Day Fixed Savings",
                     *             "HeldAmount": "0"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 8
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingProductPage"];
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
            /** @description The customer's earn account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "AccountId": 3001,
                     *         "UserId": 100001,
                     *         "CreateTime": "2026-10-06T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinancingDepositRequest"];
            };
        };
        responses: {
            /** @description The new holding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "HoldingId": 5003,
                     *         "ProductId": 2,
                     *         "ProductName": "USDT 30-Day Fixed Savings",
                     *         "CoinCode": "USDT",
                     *         "Type": "fixed",
                     *         "Apy": "0.0600",
                     *         "TermDays": 30,
                     *         "Principal": "2500",
                     *         "Interest": "0",
                     *         "ValueUsdt": "2500",
                     *         "StartTime": "2026-11-20T09:30:00.000Z",
                     *         "MaturityTime": "2026-12-20T09:30:00.000Z",
                     *         "Withdrawable": true,
                     *         "EarlyRedemption": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingHolding"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinancingWithdrawRequest"];
            };
        };
        responses: {
            /** @description The withdrawal record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "HoldingId": 5002,
                     *         "ProductId": 1,
                     *         "TradeType": "withdraw",
                     *         "Amount": "400",
                     *         "Interest": "0.76712328",
                     *         "InterestForfeited": "0",
                     *         "RecordId": 9003,
                     *         "CreateTime": "2026-11-20T09:30:00.000Z",
                     *         "ProductName": "USDT Flexible Savings",
                     *         "CoinCode": "USDT"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingTradeRecord"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FinancingTradeRecordRequest"];
            };
        };
        responses: {
            /** @description One page of records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "Items": [
                     *           {
                     *             "RecordId": 9002,
                     *             "HoldingId": 5002,
                     *             "ProductId": 1,
                     *             "TradeType": "deposit",
                     *             "Amount": "1000",
                     *             "Interest": "0",
                     *             "InterestForfeited": "0",
                     *             "CreateTime": "2026-10-31T09:30:00.000Z",
                     *             "ProductName": "USDT Flexible Savings",
                     *             "CoinCode": "USDT"
                     *           },
                     *           {
                     *             "RecordId": 9001,
                     *             "HoldingId": 5001,
                     *             "ProductId": 7,
                     *             "TradeType": "deposit",
                     *             "Amount": "1.5",
                     *             "Interest": "0",
                     *             "InterestForfeited": "0",
                     *             "CreateTime": "2026-10-11T09:30:00.000Z",
                     *             "ProductName": "ETH 30-Day Fixed Savings",
                     *             "CoinCode": "ETH"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingTradeRecordPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description Holdings, newest first, and totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "HasAccount": true,
                     *         "TotalPrincipalUsdt": "6220.825",
                     *         "TotalInterestUsdt": "21.2276",
                     *         "TotalUsdt": "6242.0526",
                     *         "Holdings": [
                     *           {
                     *             "HoldingId": 5002,
                     *             "ProductId": 1,
                     *             "ProductName": "USDT Flexible Savings",
                     *             "CoinCode": "USDT",
                     *             "Type": "flexible",
                     *             "Apy": "0.0350",
                     *             "TermDays": 0,
                     *             "Principal": "1000",
                     *             "Interest": "1.91780821",
                     *             "ValueUsdt": "1001.9178",
                     *             "StartTime": "2026-10-31T09:30:00.000Z",
                     *             "MaturityTime": "0001-01-01T00:00:00",
                     *             "Withdrawable": true,
                     *             "EarlyRedemption": false
                     *           },
                     *           {
                     *             "HoldingId": 5001,
                     *             "ProductId": 7,
                     *             "ProductName": "ETH 30-Day Fixed Savings",
                     *             "CoinCode": "ETH",
                     *             "Type": "fixed",
                     *             "Apy": "0.0450",
                     *             "TermDays": 30,
                     *             "Principal": "1.5",
                     *             "Interest": "0.00554794",
                     *             "ValueUsdt": "5240.1348",
                     *             "StartTime": "2026-10-11T09:30:00.000Z",
                     *             "MaturityTime": "2026-11-10T09:30:00.000Z",
                     *             "Withdrawable": true,
                     *             "EarlyRedemption": false
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingUserAsset"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    financingGetUserProductDetail: {
        parameters: {
            query: {
                /** @description The product's ProductId. */
                productId: number;
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The product and its rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "ProductId": 1,
                     *         "CoinCode": "USDT",
                     *         "Type": "flexible",
                     *         "Apy": "0.0350",
                     *         "Tiers": [],
                     *         "TermDays": 0,
                     *         "EarlyRedemption": false,
                     *         "MinAmount": "10",
                     *         "MaxAmount": "50000",
                     *         "Quota": "5000000",
                     *         "QuotaUsed": "1234567.89",
                     *         "Name": "USDT Flexible Savings",
                     *         "HeldAmount": "1000",
                     *         "RulesHtml": "<h3>Flexible savings</h3><ul><li>Annual yield: 3.50%, accrued on every whole day held.</li><li>Deposit from 10 up to 50000 USDT in total.</li><li>Withdraw at…"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingProductDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    financingGetUserAccountBalance: {
        parameters: {
            query: {
                /** @description The coin, e.g. USDT. */
                coinCode: components["schemas"]["FinancingCoinCode"];
            };
            header?: {
                /** @description Language of the answer's texts. */
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
            /** @description The available balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "StatusCode": 200,
                     *       "Msg": "success",
                     *       "Data": {
                     *         "CoinCode": "USDT",
                     *         "Available": "7434.1908"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FinancingAccountBalance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
