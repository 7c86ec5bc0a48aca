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
        /**
         * The customer's futures account
         * @description The customer's futures account per coin, from the futures wallet: balance, available, margin held by open orders and positions, and the unrealised PnL of open positions at the mark price.
         */
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
        /**
         * The values and names of one futures enumeration
         * @description The values of one enumeration (bill types, order sides, statuses, ...) with their names in the language of the LanguageCode header. Form-encoded (the spec flags it as a query).
         */
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
        /**
         * The customer's futures bills
         * @description The movements of the customer's futures wallet (transfers, fees, realised PnL, funding), newest first, filtered by the spec's futures bill query.
         */
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
        /**
         * The customer's favourite contracts
         * @description The contracts the customer marked as favourites, latest marked first, with their prices.
         */
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
        /**
         * Marks a contract as a favourite
         * @description Adds a contract to the customer's favourites; adding one twice changes nothing. Form-encoded (the spec flags it as a query). An unknown contract answers 10004.
         */
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
        /**
         * Unmarks a favourite contract
         * @description Removes a contract from the customer's favourites; removing one that is not there changes nothing. Form-encoded (the spec flags it as a query).
         */
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
        /**
         * The customer's open futures orders
         * @description Open and partly filled orders, newest first, optionally of one contract.
         */
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
        /**
         * The customer's finished futures orders
         * @description Filled and cancelled orders, newest first, optionally of one contract.
         */
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
        /**
         * The customer's waiting plan orders
         * @description Plan (trigger) orders waiting for their trigger price, newest first, optionally of one contract.
         */
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
        /**
         * The customer's finished plan orders
         * @description Triggered, cancelled and failed plan orders, newest first, optionally of one contract.
         */
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
        /**
         * The customer's waiting kill-or-fill orders
         * @description Kill-or-fill orders waiting for their price, newest first, optionally of one contract.
         */
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
        /**
         * The customer's finished kill-or-fill orders
         * @description Filled, killed and cancelled kill-or-fill orders, newest first, optionally of one contract.
         */
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
        /**
         * Cancels an open futures order
         * @description Cancels one of the customer's open orders: the margin held for its unfilled part returns to the available balance and the order moves to the history as cancelled. An OrderId that is not an open order of the customer answers 10004.
         */
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
        /**
         * Cancels a waiting plan order
         * @description Cancels one of the customer's waiting plan orders; it moves to the plan history. An OrderId that is not a waiting plan order of the customer answers 10004.
         */
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
        /**
         * Cancels a waiting kill-or-fill order
         * @description Cancels one of the customer's waiting kill-or-fill orders; it moves to the history. An OrderId that is not a waiting kill-or-fill order of the customer answers 10004.
         */
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
        /**
         * One futures order with its fills
         * @description One of the customer's orders, open or finished, with the trades that filled it. An unknown OrderId answers 10004.
         */
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
        /**
         * Candles of one contract
         * @description Trade, index or mark price candles of one contract between StartTime and EndTime, oldest first (at most 1000, the latest ones). Without EndTime the range ends now; without StartTime it starts 200 candles before the end. An unknown symbol answers 10004; a StartTime after EndTime answers 10001.
         */
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
        /**
         * The order book of one contract
         * @description The best bids and asks of one contract around its last price. An unknown symbol answers 10004.
         */
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
        /**
         * The perpetual contracts
         * @description Every perpetual contract with its contract size, leverage limit, precision and live prices.
         */
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
        /**
         * @description A decimal number sent as a string, so that no precision is lost.
         * @example 1234.5678
         */
        Decimal: string;
        /** @description The customer's futures account in one coin. */
        FuturesAsset: {
            CoinId: number;
            Coin: string;
            /** @description Wallet balance (available plus margin). */
            Balance: components["schemas"]["Decimal"];
            /** @description What new orders and transfers out may use. */
            Available: components["schemas"]["Decimal"];
            /** @description Held by open orders and open positions. */
            Margin: components["schemas"]["Decimal"];
            /** @description Profit or loss of the open positions at the mark price. */
            UnrealisedPnl: components["schemas"]["Decimal"];
            /** @description Balance plus unrealised PnL. */
            Equity: components["schemas"]["Decimal"];
        };
        /** @description The futures account, one row per coin. */
        FuturesAssetList: components["schemas"]["FuturesAsset"][];
        /** @description An envelope whose code is not a success; Data is null. */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            Data: null;
        };
        /** @description Which enumeration to answer (form-encoded). */
        FuturesEnumTypeForm: {
            /**
             * @description The enumeration.
             * @enum {string}
             */
            typeName: "BillType" | "BillTradeType" | "OrderSide" | "OrderType" | "OrderStatus" | "PlanOrderStatus" | "KillOrFillStatus";
        };
        /** @description One value of an enumeration with its name. */
        FuturesEnumItem: {
            /** @description The value, as the futures records carry it. */
            Value: number;
            /** @description The value's name in the requested language. */
            Name: string;
        };
        /** @description The values of an enumeration. */
        FuturesEnumItemList: components["schemas"]["FuturesEnumItem"][];
        /**
         * @description What moved the wallet: 1 transfer, 2 trading fee, 3 realised PnL, 4 funding fee, 5 liquidation (names from GetEnumType BillType).
         * @enum {integer}
         */
        FuturesBillType: 1 | 2 | 3 | 4 | 5;
        /**
         * @description The action behind a bill: 1 open long, 2 open short, 3 close long, 4 close short, 5 transfer in, 6 transfer out, 7 funding settlement (names from GetEnumType BillTradeType).
         * @enum {integer}
         */
        FuturesBillTradeType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        /**
         * @description ISO 8601 date and time as the backend writes it, 2026-11-19T06:30:00.000Z (the fraction and the zone may be left out); 0001-01-01T00:00:00 means no date.
         * @example 2026-11-19T06:30:00.000Z
         */
        DateTime: string;
        /** @default 1 */
        PageIndex: number;
        /** @default 20 */
        PageRows: number;
        /** @description The spec's futures bill query; every filter is optional. */
        FuturesBillQuery: {
            /** @description Only bills of this coin. */
            CoinId?: number;
            BillType?: components["schemas"]["FuturesBillType"];
            BillTradeType?: components["schemas"]["FuturesBillTradeType"];
            /** @description Only bills of this contract. */
            ContractId?: number;
            /**
             * Format: date-time
             * @description Only bills made at or after this time.
             */
            StartTime?: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description Only bills made before this time.
             */
            EndTime?: components["schemas"]["DateTime"];
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        PageMeta: {
            PageIndex: number;
            PageRows: number;
            TotalCount: number;
        };
        /** @description One movement of the futures wallet. */
        FuturesBill: {
            BillId: number;
            CoinId: number;
            Coin: string;
            /** @description The contract; null for a transfer. */
            ContractId: number | null;
            /** @description The contract's symbol; null for a transfer. */
            Symbol: string | null;
            BillType: components["schemas"]["FuturesBillType"];
            BillTradeType: components["schemas"]["FuturesBillTradeType"];
            /** @description The change of the wallet: positive in, negative out. */
            Amount: components["schemas"]["Decimal"];
            /** @description Wallet balance after the bill. */
            Balance: components["schemas"]["Decimal"];
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of bills. */
        FuturesBillPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FuturesBill"][];
        };
        /** @description A USDT-margined perpetual contract with its live prices. */
        FuturesContract: {
            ContractId: number;
            /** @description Base and quote coin without a separator, as BTCUSDT. */
            Symbol: string;
            BaseCoin: string;
            /** @description The margin and settlement coin. */
            QuoteCoin: string;
            /** @description Amount of the base coin one contract stands for. */
            Multiplier: components["schemas"]["Decimal"];
            /** @description Highest leverage an order may use. */
            MaxLeverage: number;
            /** @description Decimal places of a price. */
            PricePrecision: number;
            /** @description The spot index price. */
            IndexPrice: components["schemas"]["Decimal"];
            /** @description The price positions are valued and liquidated at. */
            MarkPrice: components["schemas"]["Decimal"];
            /** @description Price of the last trade. */
            LastPrice: components["schemas"]["Decimal"];
        };
        /** @description A list of contracts. */
        FuturesContractList: components["schemas"]["FuturesContract"][];
        /** @description The contract to mark or unmark (form-encoded). */
        FuturesFavoriteForm: {
            /** @description The contract's ContractId. */
            contractId: number;
        };
        /** @description Data of a call that answers nothing but success. */
        EmptyData: boolean | null;
        /** @description Which page of orders to answer. */
        FuturesOrderQuery: {
            /** @description Only this contract's orders. */
            ContractId?: number;
            /**
             * @description Order of the list by creation time: desc newest first (the default), asc oldest first.
             * @enum {string}
             */
            SortOrder?: "desc" | "asc";
            PageIndex?: components["schemas"]["PageIndex"];
            PageRows?: components["schemas"]["PageRows"];
        };
        /**
         * @description 1 open long, 2 open short, 3 close long, 4 close short (names from GetEnumType OrderSide).
         * @enum {integer}
         */
        FuturesOrderSide: 1 | 2 | 3 | 4;
        /** @description A futures order of the customer. Volumes count contracts. */
        FuturesOrder: {
            OrderId: number;
            ContractId: number;
            /** @description The contract, as BTCUSDT. */
            Symbol: string;
            Side: components["schemas"]["FuturesOrderSide"];
            /**
             * @description 1 limit, 2 market (names from GetEnumType OrderType).
             * @enum {integer}
             */
            OrderType: 1 | 2;
            Leverage: number;
            /** @description Limit price; 0 for a market order. */
            Price: components["schemas"]["Decimal"];
            /** @description Contracts ordered. */
            Volume: number;
            /** @description Contracts filled so far. */
            FilledVolume: number;
            /** @description Average price of the fills; 0 before the first fill. */
            AvgPrice: components["schemas"]["Decimal"];
            /** @description Initial margin of the whole order in USDT; 0 for a closing order. */
            Margin: components["schemas"]["Decimal"];
            /** @description Fees paid on the fills so far. */
            Fee: components["schemas"]["Decimal"];
            /**
             * @description 1 open, 2 partly filled, 3 filled, 4 cancelled, possibly after partial fills (names from GetEnumType OrderStatus).
             * @enum {integer}
             */
            Status: 1 | 2 | 3 | 4;
            CreateTime: components["schemas"]["DateTime"];
            /** @description When the order last changed (a fill, or its cancellation). */
            UpdateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of futures orders. */
        FuturesOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FuturesOrder"][];
        };
        /** @description A plan (trigger) order: when the mark price reaches TriggerPrice an order is placed. A waiting plan holds no margin; the order it places does. */
        FuturesPlanOrder: {
            OrderId: number;
            ContractId: number;
            /** @description The contract, as BTCUSDT. */
            Symbol: string;
            Side: components["schemas"]["FuturesOrderSide"];
            Leverage: number;
            TriggerPrice: components["schemas"]["Decimal"];
            /** @description Limit price of the placed order; 0 for a market order. */
            Price: components["schemas"]["Decimal"];
            /** @description Contracts to order. */
            Volume: number;
            /**
             * @description 1 waiting, 2 triggered, 3 cancelled, 4 failed when triggered (names from GetEnumType PlanOrderStatus).
             * @enum {integer}
             */
            Status: 1 | 2 | 3 | 4;
            CreateTime: components["schemas"]["DateTime"];
            /** @description When the plan was triggered; null until then. */
            TriggerTime: components["schemas"]["DateTime"] | null;
        };
        /** @description One page of plan orders. */
        FuturesPlanOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FuturesPlanOrder"][];
        };
        /** @description A kill-or-fill order: it waits for its price, then fills entirely at once or is killed. A waiting one holds no margin. */
        FuturesKillOrFillOrder: {
            OrderId: number;
            ContractId: number;
            /** @description The contract, as BTCUSDT. */
            Symbol: string;
            Side: components["schemas"]["FuturesOrderSide"];
            Leverage: number;
            Price: components["schemas"]["Decimal"];
            /** @description Contracts to fill at once. */
            Volume: number;
            /**
             * @description 1 waiting, 2 filled, 3 killed (could not fill entirely), 4 cancelled (names from GetEnumType KillOrFillStatus).
             * @enum {integer}
             */
            Status: 1 | 2 | 3 | 4;
            CreateTime: components["schemas"]["DateTime"];
            /** @description When the order last changed. */
            UpdateTime: components["schemas"]["DateTime"];
        };
        /** @description One page of kill-or-fill orders. */
        FuturesKillOrFillOrderPage: components["schemas"]["PageMeta"] & {
            Items: components["schemas"]["FuturesKillOrFillOrder"][];
        };
        /** @description The order a call is about. */
        FuturesOrderIdBody: {
            OrderId: number;
        };
        /** @description One fill of a futures order. */
        FuturesTrade: {
            TradeId: number;
            Price: components["schemas"]["Decimal"];
            /** @description Contracts filled. */
            Volume: number;
            /** @description Fee of the fill in USDT. */
            Fee: components["schemas"]["Decimal"];
            /**
             * @description Maker when the order rested in the book, taker when it took from it.
             * @enum {string}
             */
            Role: "maker" | "taker";
            CreateTime: components["schemas"]["DateTime"];
        };
        /** @description A futures order with the trades that filled it. */
        FuturesOrderDetail: components["schemas"]["FuturesOrder"] & {
            /**
             * @description Cross: the whole futures wallet backs the position; isolated: only the margin the order put up.
             * @enum {string}
             */
            MarginMode: "cross" | "isolated";
            /** @description The trigger price of the plan order that placed this order; null for an order placed directly. */
            TriggerPrice: components["schemas"]["Decimal"] | null;
            /** @description Profit or loss the order realised by closing a position, in USDT, fees not counted; 0 for an opening order. */
            RealisedPnl: components["schemas"]["Decimal"];
            /** @description The fills, oldest first; empty while nothing is filled. */
            Trades: components["schemas"]["FuturesTrade"][];
        };
        /** @description A contract symbol, as BTCUSDT. */
        FuturesSymbol: string;
        /** @description The spec's candle query. */
        FuturesCandleQuery: {
            Symbol: components["schemas"]["FuturesSymbol"];
            /**
             * @description The time one candle spans.
             * @enum {string}
             */
            Interval: "1m" | "5m" | "15m" | "1h" | "4h" | "1d" | "1w";
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
             * @description Which price: the contract's trades, the spot index, or the mark price. Index and mark candles have no volume.
             * @default trade
             * @enum {string}
             */
            KLineType: "trade" | "index" | "mark";
        };
        /** @description Prices and volume of one interval. */
        FuturesCandle: {
            /** @description When the interval opens. */
            Time: components["schemas"]["DateTime"];
            Open: components["schemas"]["Decimal"];
            High: components["schemas"]["Decimal"];
            Low: components["schemas"]["Decimal"];
            /** @description Last price of the interval; the current price while it is still forming. */
            Close: components["schemas"]["Decimal"];
            /** @description Amount of the base coin traded in the interval; 0 for index and mark candles. */
            Volume: components["schemas"]["Decimal"];
        };
        /** @description Candles, oldest first. */
        FuturesCandleList: components["schemas"]["FuturesCandle"][];
        /** @description Which order book to answer. */
        FuturesOrderBookQuery: {
            Symbol: components["schemas"]["FuturesSymbol"];
            /**
             * @description Price levels per side.
             * @default 20
             */
            Depth: number;
        };
        /** @description One price level of the order book. */
        FuturesBookLevel: {
            Price: components["schemas"]["Decimal"];
            /** @description Contracts resting at the price. */
            Volume: components["schemas"]["Decimal"];
        };
        /** @description The order book of one contract. */
        FuturesOrderBook: {
            Symbol: string;
            LastPrice: components["schemas"]["Decimal"];
            /** @description Buy levels, best (highest) first. */
            Bids: components["schemas"]["FuturesBookLevel"][];
            /** @description Sell levels, best (lowest) first. */
            Asks: components["schemas"]["FuturesBookLevel"][];
            /** @description When the book was read. */
            Time: components["schemas"]["DateTime"];
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
            /** @description The futures account, one row per coin. */
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
                     *           "Balance": "2000.0000",
                     *           "Available": "1166.8325",
                     *           "Margin": "833.1675",
                     *           "UnrealisedPnl": "66.3415",
                     *           "Equity": "2066.3415"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesAssetList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["FuturesEnumTypeForm"];
            };
        };
        responses: {
            /** @description The values of the enumeration, in order. */
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
                     *           "Value": 1,
                     *           "Name": "Transfer"
                     *         },
                     *         {
                     *           "Value": 2,
                     *           "Name": "Trading fee"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesEnumItemList"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesBillQuery"];
            };
        };
        responses: {
            /** @description One page of bills, newest first. */
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
                     *             "BillId": 9000026,
                     *             "CoinId": 3,
                     *             "Coin": "USDT",
                     *             "ContractId": 1,
                     *             "Symbol": "BTCUSDT",
                     *             "BillType": 4,
                     *             "BillTradeType": 7,
                     *             "Amount": "-0.3364",
                     *             "Balance": "2000.0000",
                     *             "CreateTime": "2026-11-20T01:30:00.000Z"
                     *           },
                     *           {
                     *             "BillId": 9000025,
                     *             "CoinId": 3,
                     *             "Coin": "USDT",
                     *             "ContractId": null,
                     *             "Symbol": null,
                     *             "BillType": 1,
                     *             "BillTradeType": 5,
                     *             "Amount": "300.0000",
                     *             "Balance": "2000.3364",
                     *             "CreateTime": "2026-11-19T17:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 26
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesBillPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
            /** @description The favourite contracts, latest marked first. */
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
                     *           "ContractId": 1,
                     *           "Symbol": "BTCUSDT",
                     *           "BaseCoin": "BTC",
                     *           "QuoteCoin": "USDT",
                     *           "Multiplier": "0.001",
                     *           "MaxLeverage": 125,
                     *           "PricePrecision": 2,
                     *           "IndexPrice": "67984.96",
                     *           "MarkPrice": "67998.55",
                     *           "LastPrice": "67978.16"
                     *         },
                     *         {
                     *           "ContractId": 2,
                     *           "Symbol": "ETHUSDT",
                     *           "BaseCoin": "ETH",
                     *           "QuoteCoin": "USDT",
                     *           "Multiplier": "0.01",
                     *           "MaxLeverage": 100,
                     *           "PricePrecision": 2,
                     *           "IndexPrice": "3420.75",
                     *           "MarkPrice": "3421.44",
                     *           "LastPrice": "3420.41"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesContractList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["FuturesFavoriteForm"];
            };
        };
        responses: {
            /** @description The contract is a favourite. */
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
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["FuturesFavoriteForm"];
            };
        };
        responses: {
            /** @description The contract is not a favourite. */
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderQuery"];
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
                     *             "OrderId": 3100019,
                     *             "ContractId": 1,
                     *             "Symbol": "BTCUSDT",
                     *             "Side": 1,
                     *             "OrderType": 1,
                     *             "Leverage": 20,
                     *             "Price": "64223.85",
                     *             "Volume": 100,
                     *             "FilledVolume": 0,
                     *             "AvgPrice": "0",
                     *             "Margin": "321.1193",
                     *             "Fee": "0.0000",
                     *             "Status": 1,
                     *             "CreateTime": "2026-11-20T06:30:00.000Z",
                     *             "UpdateTime": "2026-11-20T06:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 3100018,
                     *             "ContractId": 2,
                     *             "Symbol": "ETHUSDT",
                     *             "Side": 2,
                     *             "OrderType": 1,
                     *             "Leverage": 10,
                     *             "Price": "3637.17",
                     *             "Volume": 50,
                     *             "FilledVolume": 0,
                     *             "AvgPrice": "0",
                     *             "Margin": "181.8585",
                     *             "Fee": "0.0000",
                     *             "Status": 1,
                     *             "CreateTime": "2026-11-20T01:30:00.000Z",
                     *             "UpdateTime": "2026-11-20T01:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderQuery"];
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
                     *             "OrderId": 3100016,
                     *             "ContractId": 1,
                     *             "Symbol": "BTCUSDT",
                     *             "Side": 1,
                     *             "OrderType": 2,
                     *             "Leverage": 20,
                     *             "Price": "0",
                     *             "Volume": 50,
                     *             "FilledVolume": 50,
                     *             "AvgPrice": "67277.00",
                     *             "Margin": "168.1925",
                     *             "Fee": "1.6819",
                     *             "Status": 3,
                     *             "CreateTime": "2026-11-19T03:30:00.000Z",
                     *             "UpdateTime": "2026-11-19T03:30:01.000Z"
                     *           },
                     *           {
                     *             "OrderId": 3100014,
                     *             "ContractId": 2,
                     *             "Symbol": "ETHUSDT",
                     *             "Side": 2,
                     *             "OrderType": 1,
                     *             "Leverage": 10,
                     *             "Price": "3522.32",
                     *             "Volume": 30,
                     *             "FilledVolume": 30,
                     *             "AvgPrice": "3522.32",
                     *             "Margin": "105.6696",
                     *             "Fee": "0.2113",
                     *             "Status": 3,
                     *             "CreateTime": "2026-11-18T02:30:00.000Z",
                     *             "UpdateTime": "2026-11-18T02:55:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 15
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderQuery"];
            };
        };
        responses: {
            /** @description One page of waiting plan orders, newest first. */
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
                     *             "OrderId": 3200009,
                     *             "ContractId": 1,
                     *             "Symbol": "BTCUSDT",
                     *             "Side": 3,
                     *             "Leverage": 20,
                     *             "TriggerPrice": "63215.09",
                     *             "Price": "0",
                     *             "Volume": 50,
                     *             "Status": 1,
                     *             "CreateTime": "2026-11-20T05:30:00.000Z",
                     *             "TriggerTime": null
                     *           },
                     *           {
                     *             "OrderId": 3200008,
                     *             "ContractId": 2,
                     *             "Symbol": "ETHUSDT",
                     *             "Side": 4,
                     *             "Leverage": 10,
                     *             "TriggerPrice": "3689.38",
                     *             "Price": "0",
                     *             "Volume": 30,
                     *             "Status": 1,
                     *             "CreateTime": "2026-11-20T00:30:00.000Z",
                     *             "TriggerTime": null
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesPlanOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderQuery"];
            };
        };
        responses: {
            /** @description One page of finished plan orders, newest first. */
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
                     *             "OrderId": 3200006,
                     *             "ContractId": 1,
                     *             "Symbol": "BTCUSDT",
                     *             "Side": 1,
                     *             "Leverage": 20,
                     *             "TriggerPrice": "66577.60",
                     *             "Price": "0",
                     *             "Volume": 50,
                     *             "Status": 2,
                     *             "CreateTime": "2026-11-19T02:30:00.000Z",
                     *             "TriggerTime": "2026-11-19T03:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 3200005,
                     *             "ContractId": 2,
                     *             "Symbol": "ETHUSDT",
                     *             "Side": 2,
                     *             "Leverage": 10,
                     *             "TriggerPrice": "3515.36",
                     *             "Price": "3522.32",
                     *             "Volume": 30,
                     *             "Status": 2,
                     *             "CreateTime": "2026-11-17T21:30:00.000Z",
                     *             "TriggerTime": "2026-11-18T02:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 6
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesPlanOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderQuery"];
            };
        };
        responses: {
            /** @description One page of waiting kill-or-fill orders, newest first. */
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
                     *             "OrderId": 3300006,
                     *             "ContractId": 2,
                     *             "Symbol": "ETHUSDT",
                     *             "Side": 1,
                     *             "Leverage": 10,
                     *             "Price": "3376.13",
                     *             "Volume": 20,
                     *             "Status": 1,
                     *             "CreateTime": "2026-11-20T07:30:00.000Z",
                     *             "UpdateTime": "2026-11-20T07:30:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 3300005,
                     *             "ContractId": 5,
                     *             "Symbol": "XRPUSDT",
                     *             "Side": 2,
                     *             "Leverage": 20,
                     *             "Price": "0.544336",
                     *             "Volume": 300,
                     *             "Status": 1,
                     *             "CreateTime": "2026-11-19T21:30:00.000Z",
                     *             "UpdateTime": "2026-11-19T21:30:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesKillOrFillOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderQuery"];
            };
        };
        responses: {
            /** @description One page of finished kill-or-fill orders, newest first. */
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
                     *             "OrderId": 3300004,
                     *             "ContractId": 1,
                     *             "Symbol": "BTCUSDT",
                     *             "Side": 1,
                     *             "Leverage": 20,
                     *             "Price": "66577.60",
                     *             "Volume": 30,
                     *             "Status": 2,
                     *             "CreateTime": "2026-11-18T09:30:00.000Z",
                     *             "UpdateTime": "2026-11-18T10:10:00.000Z"
                     *           },
                     *           {
                     *             "OrderId": 3300003,
                     *             "ContractId": 3,
                     *             "Symbol": "SOLUSDT",
                     *             "Side": 2,
                     *             "Leverage": 5,
                     *             "Price": "152.677",
                     *             "Volume": 25,
                     *             "Status": 3,
                     *             "CreateTime": "2026-11-16T09:30:00.000Z",
                     *             "UpdateTime": "2026-11-16T10:10:00.000Z"
                     *           }
                     *         ],
                     *         "PageIndex": 1,
                     *         "PageRows": 20,
                     *         "TotalCount": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesKillOrFillOrderPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderIdBody"];
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
                     *         "OrderId": 3100017,
                     *         "ContractId": 3,
                     *         "Symbol": "SOLUSDT",
                     *         "Side": 1,
                     *         "OrderType": 1,
                     *         "Leverage": 5,
                     *         "Price": "140.819",
                     *         "Volume": 30,
                     *         "FilledVolume": 10,
                     *         "AvgPrice": "140.819",
                     *         "Margin": "84.4914",
                     *         "Fee": "0.0282",
                     *         "Status": 4,
                     *         "CreateTime": "2026-11-19T07:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderIdBody"];
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
                     *         "OrderId": 3200009,
                     *         "ContractId": 1,
                     *         "Symbol": "BTCUSDT",
                     *         "Side": 3,
                     *         "Leverage": 20,
                     *         "TriggerPrice": "63215.09",
                     *         "Price": "0",
                     *         "Volume": 50,
                     *         "Status": 3,
                     *         "CreateTime": "2026-11-20T05:30:00.000Z",
                     *         "TriggerTime": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesPlanOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderIdBody"];
            };
        };
        responses: {
            /** @description The kill-or-fill order, now cancelled. */
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
                     *         "OrderId": 3300006,
                     *         "ContractId": 2,
                     *         "Symbol": "ETHUSDT",
                     *         "Side": 1,
                     *         "Leverage": 10,
                     *         "Price": "3376.13",
                     *         "Volume": 20,
                     *         "Status": 4,
                     *         "CreateTime": "2026-11-20T07:30:00.000Z",
                     *         "UpdateTime": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesKillOrFillOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderIdBody"];
            };
        };
        responses: {
            /** @description The order and its trades. */
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
                     *         "OrderId": 3100017,
                     *         "ContractId": 3,
                     *         "Symbol": "SOLUSDT",
                     *         "Side": 1,
                     *         "OrderType": 1,
                     *         "Leverage": 5,
                     *         "Price": "140.819",
                     *         "Volume": 30,
                     *         "FilledVolume": 10,
                     *         "AvgPrice": "140.819",
                     *         "Margin": "84.4914",
                     *         "Fee": "0.0282",
                     *         "Status": 2,
                     *         "CreateTime": "2026-11-19T07:30:00.000Z",
                     *         "UpdateTime": "2026-11-19T07:33:00.000Z",
                     *         "MarginMode": "cross",
                     *         "TriggerPrice": null,
                     *         "RealisedPnl": "0.0000",
                     *         "Trades": [
                     *           {
                     *             "TradeId": 31000171,
                     *             "Price": "140.819",
                     *             "Volume": 10,
                     *             "Fee": "0.0282",
                     *             "Role": "maker",
                     *             "CreateTime": "2026-11-19T07:33:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesOrderDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesCandleQuery"];
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
                     *           "Time": "2026-11-12T02:00:00.000Z",
                     *           "Open": "68224.61",
                     *           "High": "68366.24",
                     *           "Low": "68209.54",
                     *           "Close": "68220.11",
                     *           "Volume": "34.514535"
                     *         },
                     *         {
                     *           "Time": "2026-11-12T03:00:00.000Z",
                     *           "Open": "68220.11",
                     *           "High": "68649.17",
                     *           "Low": "68215.07",
                     *           "Close": "68556.05",
                     *           "Volume": "68.492896"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesCandleList"];
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuturesOrderBookQuery"];
            };
        };
        responses: {
            /** @description The order book. */
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
                     *         "Symbol": "BTCUSDT",
                     *         "LastPrice": "67978.16",
                     *         "Bids": [
                     *           {
                     *             "Price": "67974.76",
                     *             "Volume": "17"
                     *           },
                     *           {
                     *             "Price": "67971.36",
                     *             "Volume": "55"
                     *           }
                     *         ],
                     *         "Asks": [
                     *           {
                     *             "Price": "67981.56",
                     *             "Volume": "18"
                     *           },
                     *           {
                     *             "Price": "67984.96",
                     *             "Volume": "8"
                     *           }
                     *         ],
                     *         "Time": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesOrderBook"];
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
            /** @description The contracts, by ContractId. */
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
                     *           "ContractId": 1,
                     *           "Symbol": "BTCUSDT",
                     *           "BaseCoin": "BTC",
                     *           "QuoteCoin": "USDT",
                     *           "Multiplier": "0.001",
                     *           "MaxLeverage": 125,
                     *           "PricePrecision": 2,
                     *           "IndexPrice": "67984.96",
                     *           "MarkPrice": "67998.55",
                     *           "LastPrice": "67978.16"
                     *         },
                     *         {
                     *           "ContractId": 2,
                     *           "Symbol": "ETHUSDT",
                     *           "BaseCoin": "ETH",
                     *           "QuoteCoin": "USDT",
                     *           "Multiplier": "0.01",
                     *           "MaxLeverage": 100,
                     *           "PricePrecision": 2,
                     *           "IndexPrice": "3420.75",
                     *           "MarkPrice": "3421.44",
                     *           "LastPrice": "3420.41"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        Data: components["schemas"]["FuturesContractList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
