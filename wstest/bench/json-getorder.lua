-- WSTest GetOrder as JSON, message size 20: the same data as getorder.lua, for SOAP vs JSON
-- usage: wrk -t2 -c32 -d20s -s json-getorder.lua http://127.0.0.1:8090/wstest/api/GetOrder
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[{"orderId":1,"customerId":1,"messageSize":20}]]

-- wrk counts non-2xx/3xx answers; print them so a run of errors is not mistaken for a fast one
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
