// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export interface paths {
    "/api/account/GetAsset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetAsset */
        post: operations["accountGetAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/GetEnumType": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetEnumType */
        post: operations["accountGetEnumType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/GetPcBillingRecords": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetPcBillingRecords */
        post: operations["accountGetPcBillingRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/GetMyFavorites": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetMyFavorites */
        post: operations["accountGetMyFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/AddToFavorites": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** AddToFavorites */
        post: operations["accountAddToFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/RemoveFavorites": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** RemoveFavorites */
        post: operations["accountRemoveFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetActiveOrders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetActiveOrders */
        post: operations["tradeGetActiveOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetHistoryOrders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetHistoryOrders */
        post: operations["tradeGetHistoryOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetPlanOrders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetPlanOrders */
        post: operations["tradeGetPlanOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetHistoryPlanOrders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetHistoryPlanOrders */
        post: operations["tradeGetHistoryPlanOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetActiveKillOrFillOrders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetActiveKillOrFillOrders */
        post: operations["tradeGetActiveKillOrFillOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetHistoryKillOrFillOrders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetHistoryKillOrFillOrders */
        post: operations["tradeGetHistoryKillOrFillOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/CancelOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        post: operations["tradeCancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/CancelPlanOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        post: operations["tradeCancelPlanOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/CancelKillOrFillOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** CancelKillOrFillOrder */
        post: operations["tradeCancelKillOrFillOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/GetOrderDetail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetOrderDetail */
        post: operations["tradeGetOrderDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/market/Candles": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** Candles */
        post: operations["marketCandles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/market/RealTimeHandicapFull": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** RealTimeHandicapFull */
        post: operations["marketRealTimeHandicapFull"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baseinfo/GetContracts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
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
        /** GetContracts */
        post: operations["baseinfoGetContracts"];
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
    accountGetAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    accountGetEnumType: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    accountGetPcBillingRecords: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    accountGetMyFavorites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    accountAddToFavorites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    accountRemoveFavorites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetActiveOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetHistoryOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetPlanOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetHistoryPlanOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetActiveKillOrFillOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetHistoryKillOrFillOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeCancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeCancelPlanOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeCancelKillOrFillOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    tradeGetOrderDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    marketCandles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    marketRealTimeHandicapFull: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
    baseinfoGetContracts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the answer's texts. */
                LanguageCode?: components["parameters"]["LanguageCode"];
                /** @description 0 for the web layout, 1 for the mobile layout. */
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
