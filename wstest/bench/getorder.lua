-- WSTest GetOrder, message size 20: POST the SOAP 1.1 envelope with its SOAPAction
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
wrk.headers["SOAPAction"] = '"uri:WSTestWeb-TestService/GetOrder"'
wrk.body = [[<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetOrder xmlns="uri:WSTestWeb-TestService"><orderId>1</orderId><customerId>1</customerId><messageSize>20</messageSize></GetOrder></soap:Body></soap:Envelope>]]

-- wrk counts non-2xx/3xx answers; print them so a run of faults is not mistaken for a fast one
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
