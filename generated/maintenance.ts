// Generated from schema/openapi/maintenance.yaml by `npm run generate`. Do not edit by hand.

export interface paths {
    "/api/maintain/CheckMaintain": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
         * Whether the exchange is in maintenance
         * @description Data is true while the exchange is in maintenance.
         */
        get: operations["maintainCheckMaintain"];
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
        /** @description True while the exchange is in maintenance. */
        MaintenanceState: boolean;
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
    maintainCheckMaintain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
                ClientType?: components["parameters"]["ClientType"];
                /** @description Stable visitor id, made once in the browser and kept in local storage. */
                DeviceId?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Data is true while in maintenance, false otherwise. */
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
                        Data: components["schemas"]["MaintenanceState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
