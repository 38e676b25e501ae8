wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
wrk.headers["SOAPAction"] = "\"http://trade.samples.websphere.ibm.com/ITradeServices/getQuote\""
counter = 0
request = function()
  counter = counter + 1
  local body = '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><getQuote xmlns="http://trade.samples.websphere.ibm.com"><symbol>s:' .. (counter % 400) .. '</symbol></getQuote></s:Body></s:Envelope>'
  return wrk.format(nil, nil, nil, body)
end
