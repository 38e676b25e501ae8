-- WSTest EchoVoid, message size 0: POST the SOAP 1.1 envelope with its SOAPAction
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
wrk.headers["SOAPAction"] = '"uri:WSTestWeb-TestService/EchoVoid"'
wrk.body = [[<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><EchoVoid xmlns="uri:WSTestWeb-TestService"/></soap:Body></soap:Envelope>]]

-- wrk counts non-2xx/3xx answers; print them so a run of faults is not mistaken for a fast one
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
